//! The priority of the threads that render the mix and hand it to the sound server
//! (issue 15).
//!
//! The sound server asks for the next buffer when the one it holds runs low: Deputy's
//! output keeps two buffers of [`super::audio::SERVER_BUFFER_FRAMES`] queued at the
//! server (35 ms at 768 frames; PulseAudio's log says "Final latency 35.33 ms = 2*17.41
//! ms + 0.50 ms"), so the thread that renders the mix has about 17 ms to answer each
//! request (12 ms at the 512 frames measured below).
//! At normal priority on a busy 2-core laptop (two busy processes, the window redrawing)
//! it sometimes waits longer than that for a core: the server's queue runs dry, it plays
//! silence ("Implicit underrun" in its log), and the rest of the cue comes late by the
//! wait (`benches/cue_latency.sh`, `benches/README.md`). A larger queue would delay
//! every cue by as much. Audio programs answer this the same way: the rendering thread
//! gets a real-time priority where the system grants one (a process allowed real-time
//! priorities, or the desktop's RealtimeKit service), else a raised nice level where
//! that is allowed, else it stays as it is. So do the threads it shares a lock with (the
//! sound server client's, which cpal's timing thread locks at every buffer): a thread
//! preempted while holding that lock made the rendering thread wait with it, and 3 of
//! 200 Fast West flips under load had a part 4 to 11 ms late while only the rendering
//! thread was raised ([`threads_named`] finds them all). These threads run only to render
//! and hand over a buffer (well under a millisecond of work per 12 ms), so a real-time
//! priority cannot starve the rest of the machine; it is reset in any child process.

/// The real-time priority asked for (`SCHED_FIFO`): above every normal thread, below
/// PulseAudio's own (5 by default) and PipeWire's (88), within RealtimeKit's default
/// maximum (20).
pub const REALTIME_PRIORITY: i32 = 4;

/// The nice level asked for when no real-time priority is granted (PulseAudio's own
/// default when it cannot run in real time).
pub const NICE_LEVEL: i32 = -11;

/// The calling thread's id, to hand to [`raise_thread`] from another thread (`0` where
/// threads have no such id).
#[must_use]
pub fn current_thread() -> i64 {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid has no preconditions and cannot fail.
        i64::from(unsafe { libc::gettid() })
    }
    #[cfg(not(target_os = "linux"))]
    {
        0
    }
}

/// The ids of this process's threads named one of `names` (`/proc/self/task/*/comm`;
/// an empty list where threads have no such names). A thread started without a name of
/// its own takes its creator's: every thread the audio stack starts from Deputy's
/// `audio` thread (cpal's PulseAudio stream threads, the sound server client's socket
/// thread) is named `audio` too, which is how they are found and raised together;
/// cpal's ALSA output thread names itself `cpal_alsa_out`.
#[must_use]
pub fn threads_named(names: &[&str]) -> Vec<i64> {
    #[cfg(target_os = "linux")]
    {
        let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
            return Vec::new();
        };
        let mut found: Vec<i64> = tasks
            .filter_map(Result::ok)
            .filter(|task| {
                std::fs::read_to_string(task.path().join("comm"))
                    .is_ok_and(|comm| names.contains(&comm.trim_end()))
            })
            .filter_map(|task| task.file_name().to_str()?.parse().ok())
            .collect();
        found.sort_unstable();
        found
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = names;
        Vec::new()
    }
}

/// Raises the priority of thread `thread` of this process (from [`current_thread`]): a
/// real-time priority, asked of the kernel, else of RealtimeKit, else a raised nice
/// level. Blocks while RealtimeKit answers (a D-Bus call): call it off the audio path.
/// `DEPUTY_AUDIO_PRIORITY=normal` leaves the priority as it is (for measuring the
/// difference: `benches/cue_latency.sh`); `DEPUTY_AUDIO_PRIORITY=rtkit` asks only
/// RealtimeKit.
///
/// # Errors
/// Nothing was granted (or it is not done on this system, or not asked for): the thread
/// keeps its priority; the message says why.
pub fn raise_thread(thread: i64) -> Result<String, String> {
    let asked = std::env::var("DEPUTY_AUDIO_PRIORITY").unwrap_or_default();
    if asked == "normal" {
        return Err("normal priority asked for (DEPUTY_AUDIO_PRIORITY=normal)".into());
    }
    raise(thread, asked == "rtkit")
}

#[cfg(target_os = "linux")]
fn raise(thread: i64, rtkit_only: bool) -> Result<String, String> {
    let tid = libc::pid_t::try_from(thread).map_err(|e| e.to_string())?;
    let kernel = if rtkit_only {
        "not asked".to_owned()
    } else {
        let param = libc::sched_param {
            sched_priority: REALTIME_PRIORITY,
        };
        // SAFETY: `param` is a valid sched_param that outlives the call; a thread id of
        // this process names only that thread.
        let done = unsafe {
            libc::sched_setscheduler(
                tid,
                libc::SCHED_FIFO | libc::SCHED_RESET_ON_FORK,
                &raw const param,
            )
        };
        if done == 0 {
            return Ok(format!(
                "real-time priority {REALTIME_PRIORITY} (SCHED_FIFO)"
            ));
        }
        std::io::Error::last_os_error().to_string()
    };
    let rtkit = match rtkit::make_realtime(thread, REALTIME_PRIORITY) {
        Ok(priority) => {
            return Ok(format!(
                "real-time priority {priority} (SCHED_RR, from RealtimeKit)"
            ));
        }
        Err(e) => e,
    };
    if rtkit_only {
        return Err(format!("RealtimeKit refused: {rtkit}"));
    }
    // SAFETY: setpriority on a thread id of this process changes only that thread's
    // nice level (Linux).
    let niced = unsafe { libc::setpriority(libc::PRIO_PROCESS, tid.cast_unsigned(), NICE_LEVEL) };
    if niced == 0 {
        return Ok(format!(
            "nice level {NICE_LEVEL} (real-time priority refused: {kernel}; RealtimeKit: {rtkit})"
        ));
    }
    Err(format!(
        "real-time priority refused ({kernel}), RealtimeKit: {rtkit}, nice level {NICE_LEVEL} refused ({})",
        std::io::Error::last_os_error()
    ))
}

#[cfg(not(target_os = "linux"))]
fn raise(_thread: i64, _rtkit_only: bool) -> Result<String, String> {
    Err("not done on this system".into())
}

/// RealtimeKit (`org.freedesktop.RealtimeKit1` on the system bus), the desktop's way to
/// give a user's thread a real-time priority.
#[cfg(target_os = "linux")]
mod rtkit {
    const NAME: &str = "org.freedesktop.RealtimeKit1";
    const PATH: &str = "/org/freedesktop/RealtimeKit1";

    /// Asks RealtimeKit to run `thread` (of this process) at real-time `priority`, or at
    /// the highest it allows if that is lower; returns the priority granted.
    ///
    /// RealtimeKit grants only to a process that caps the CPU time a real-time thread
    /// may use without sleeping (`RLIMIT_RTTIME`), at most its `RTTimeUSecMax`: the cap
    /// is set first (the audio thread sleeps between buffers, far below it).
    pub fn make_realtime(thread: i64, priority: i32) -> Result<i32, String> {
        pollster::block_on(async {
            let bus = zbus::Connection::system()
                .await
                .map_err(|e| e.to_string())?;
            // RealtimeKit answers Get, not GetAll: no property cache.
            let kit: zbus::Proxy<'_> = zbus::proxy::Builder::new(&bus)
                .destination(NAME)
                .and_then(|b| b.path(PATH))
                .and_then(|b| b.interface(NAME))
                .map_err(|e| e.to_string())?
                .cache_properties(zbus::proxy::CacheProperties::No)
                .build()
                .await
                .map_err(|e| e.to_string())?;
            let most: i32 = kit
                .get_property("MaxRealtimePriority")
                .await
                .map_err(|e| e.to_string())?;
            let rttime: i64 = kit
                .get_property("RTTimeUSecMax")
                .await
                .map_err(|e| e.to_string())?;
            let cap = libc::rlim_t::try_from(rttime).map_err(|e| e.to_string())?;
            let limit = libc::rlimit {
                rlim_cur: cap,
                rlim_max: cap,
            };
            // SAFETY: `limit` is a valid rlimit that outlives the call.
            if unsafe { libc::setrlimit(libc::RLIMIT_RTTIME, &raw const limit) } != 0 {
                return Err(format!(
                    "cannot cap the real-time CPU time: {}",
                    std::io::Error::last_os_error()
                ));
            }
            let priority = priority.min(most);
            let thread = u64::try_from(thread).map_err(|e| e.to_string())?;
            let asked = u32::try_from(priority).map_err(|e| e.to_string())?;
            kit.call::<_, _, ()>("MakeThreadRealtime", &(thread, asked))
                .await
                .map_err(|e| e.to_string())?;
            Ok(priority)
        })
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::{NICE_LEVEL, REALTIME_PRIORITY, current_thread, raise_thread};

    /// The scheduling policy (without the reset-on-fork flag), the real-time priority
    /// and the nice level of the calling thread.
    fn scheduling() -> (i32, i32, i32) {
        let tid = libc::pid_t::try_from(current_thread()).expect("a thread id");
        let mut param = libc::sched_param { sched_priority: 0 };
        // SAFETY: plain queries of this thread's scheduling, into a valid sched_param.
        unsafe {
            let policy = libc::sched_getscheduler(tid) & !libc::SCHED_RESET_ON_FORK;
            libc::sched_getparam(tid, &raw mut param);
            let nice = libc::getpriority(libc::PRIO_PROCESS, tid.cast_unsigned());
            (policy, param.sched_priority, nice)
        }
    }

    #[test]
    fn threads_are_found_by_the_name_they_take_from_their_creator() {
        let (named, child) = std::thread::Builder::new()
            .name("prio-test".into())
            .spawn(|| {
                let me = current_thread();
                // Started without a name: it takes this thread's.
                let child = std::thread::spawn(|| {
                    let child = current_thread();
                    (super::threads_named(&["prio-test", "other"]), child)
                })
                .join()
                .expect("the child thread");
                (me, child)
            })
            .expect("a thread")
            .join()
            .expect("the thread");
        let (found, child) = child;
        assert!(found.contains(&named), "{found:?} lacks {named}");
        assert!(found.contains(&child), "{found:?} lacks {child}");
        assert!(
            !found.contains(&current_thread()),
            "the test's own thread is not named so"
        );
        assert!(super::threads_named(&["no-such-thread"]).is_empty());
    }

    #[test]
    fn a_raised_thread_runs_as_reported_and_a_refused_one_is_left_alone() {
        // On a thread of its own, so that no other test runs at a raised priority.
        let (before, result, after) = std::thread::spawn(|| {
            let before = scheduling();
            let result = raise_thread(current_thread());
            (before, result, scheduling())
        })
        .join()
        .expect("the thread");
        assert_eq!(
            before.0,
            libc::SCHED_OTHER,
            "a new thread starts as a normal one"
        );
        match result {
            Ok(how) if how.starts_with("real-time") => {
                assert!(
                    matches!(after.0, libc::SCHED_FIFO | libc::SCHED_RR),
                    "{how}, yet {after:?}"
                );
                assert!(
                    after.1 >= 1 && after.1 <= REALTIME_PRIORITY,
                    "{how}, yet {after:?}"
                );
            }
            Ok(how) => assert_eq!((after.0, after.2), (libc::SCHED_OTHER, NICE_LEVEL), "{how}"),
            Err(why) => assert_eq!(after, before, "{why}"),
        }
    }
}
