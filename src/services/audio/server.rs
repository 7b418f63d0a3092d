//! Finding the sound server the way libpulse does (issue 28), so that Deputy talks to
//! PulseAudio (or PipeWire's PulseAudio server) over its own protocol wherever a
//! program linked with libpulse would, not only where the session announces it.
//!
//! libpulse (`pa_context_connect` with no server named, `pa_runtime_path`) tries, in
//! order:
//! 1. `PULSE_SERVER`: a list of servers separated by spaces; Deputy takes the local ones
//!    (`unix:/path` or a bare `/path`), a network server is skipped;
//! 2. the session's runtime directory: `$PULSE_RUNTIME_PATH/native`, else
//!    `$XDG_RUNTIME_DIR/pulse/native`, else the per-user runtime link
//!    `~/.config/pulse/<machine-id>-runtime/native` (a link to `/tmp/pulse-…` that the
//!    server makes where there is no `XDG_RUNTIME_DIR`: a server started by root, under
//!    `sudo`, from a cron job or a container's shell);
//! 3. the user's standard runtime directory, `/run/user/<uid>/pulse/native`;
//! 4. the system-wide server, `/run/pulse/native`.
//!
//! PipeWire's PulseAudio server listens on the same paths. The X11 root window's
//! `PULSE_SERVER` property, which libpulse reads too, is not: it needs an X11 client
//! library of its own, and every desktop that sets it also sets the runtime directory.
//! A candidate counts when something answers on it (a socket that accepts a
//! connection); the first that answers is used.

use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};

/// What server discovery reads: the environment, the home directory, the user id, the
/// machine id, and where the system's runtime directory is (`/run`; a temporary
/// directory in tests).
#[derive(Clone, Debug, Default)]
pub struct Environment {
    /// `PULSE_SERVER`.
    pub pulse_server: Option<String>,
    /// `PULSE_RUNTIME_PATH`.
    pub pulse_runtime_path: Option<PathBuf>,
    /// `XDG_RUNTIME_DIR`.
    pub xdg_runtime_dir: Option<PathBuf>,
    /// `XDG_CONFIG_HOME`.
    pub xdg_config_home: Option<PathBuf>,
    /// The home directory (`HOME`).
    pub home: Option<PathBuf>,
    /// The user's id.
    pub uid: u32,
    /// The machine id (`/etc/machine-id`, else `/var/lib/dbus/machine-id`).
    pub machine_id: Option<String>,
    /// The system's runtime directory: `/run`.
    pub run: PathBuf,
}

impl Environment {
    /// This process's environment.
    #[must_use]
    pub fn of_process() -> Self {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        let machine_id = ["/etc/machine-id", "/var/lib/dbus/machine-id"]
            .iter()
            .find_map(|path| {
                let id = std::fs::read_to_string(path).ok()?;
                let id = id.trim();
                (!id.is_empty()).then(|| id.to_owned())
            });
        Self {
            pulse_server: var("PULSE_SERVER").and_then(|v| v.into_string().ok()),
            pulse_runtime_path: var("PULSE_RUNTIME_PATH").map(PathBuf::from),
            xdg_runtime_dir: var("XDG_RUNTIME_DIR").map(PathBuf::from),
            xdg_config_home: var("XDG_CONFIG_HOME").map(PathBuf::from),
            home: var("HOME").map(PathBuf::from),
            // SAFETY: getuid has no preconditions and cannot fail.
            uid: unsafe { libc::getuid() },
            machine_id,
            run: PathBuf::from("/run"),
        }
    }
}

/// How a server was found, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    /// `PULSE_SERVER`.
    PulseServer,
    /// `PULSE_RUNTIME_PATH`.
    PulseRuntimePath,
    /// `XDG_RUNTIME_DIR`.
    XdgRuntimeDir,
    /// The per-user runtime link under `~/.config/pulse/`.
    RuntimeLink,
    /// `/run/user/<uid>/pulse/native`.
    UserRun,
    /// The system-wide server, `/run/pulse/native`.
    SystemWide,
}

impl Found {
    /// A short description, for the log.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Self::PulseServer => "PULSE_SERVER",
            Self::PulseRuntimePath => "PULSE_RUNTIME_PATH",
            Self::XdgRuntimeDir => "XDG_RUNTIME_DIR",
            Self::RuntimeLink => "the per-user runtime link in ~/.config/pulse",
            Self::UserRun => "the user's runtime directory in /run/user",
            Self::SystemWide => "the system-wide server in /run/pulse",
        }
    }
}

/// The sockets libpulse would try, in its order, each with how it was found.
#[must_use]
pub fn candidates(env: &Environment) -> Vec<(PathBuf, Found)> {
    let mut out = Vec::new();
    if let Some(servers) = &env.pulse_server {
        for server in servers.split_whitespace() {
            // libpulse's server strings: `unix:/path`, `/path`, `tcp:host`, `host`,
            // optionally after `{machine-id}` (only that machine's clients use it).
            let server = match server.strip_prefix('{') {
                Some(rest) => match rest.split_once('}') {
                    Some((id, rest)) if env.machine_id.as_deref() == Some(id) => rest,
                    _ => continue,
                },
                None => server,
            };
            let path = server.strip_prefix("unix:").unwrap_or(server);
            if path.starts_with('/') {
                out.push((PathBuf::from(path), Found::PulseServer));
            }
        }
    }
    let config = env
        .xdg_config_home
        .clone()
        .or_else(|| env.home.as_ref().map(|h| h.join(".config")))
        .map(|c| c.join("pulse"));
    if let Some(dir) = &env.pulse_runtime_path {
        out.push((dir.join("native"), Found::PulseRuntimePath));
    } else if let Some(dir) = &env.xdg_runtime_dir {
        out.push((dir.join("pulse/native"), Found::XdgRuntimeDir));
    } else if let (Some(config), Some(id)) = (&config, &env.machine_id) {
        out.push((
            config.join(format!("{id}-runtime")).join("native"),
            Found::RuntimeLink,
        ));
    }
    out.push((
        env.run.join(format!("user/{}/pulse/native", env.uid)),
        Found::UserRun,
    ));
    out.push((env.run.join("pulse/native"), Found::SystemWide));
    // The same socket reached twice (XDG_RUNTIME_DIR is /run/user/<uid>) is tried once.
    let mut seen = Vec::new();
    out.retain(|(path, _)| {
        let fresh = !seen.contains(path);
        seen.push(path.clone());
        fresh
    });
    out
}

/// The first of [`candidates`] where a server answers (a socket that accepts a
/// connection): its path and how it was found; `None` where no server answers.
#[must_use]
pub fn find(env: &Environment) -> Option<(PathBuf, Found)> {
    candidates(env).into_iter().find(|(path, _)| answers(path))
}

/// Whether a server accepts a connection on `path`.
fn answers(path: &Path) -> bool {
    UnixStream::connect(path).is_ok()
}

/// The authentication cookie libpulse would send: `PULSE_COOKIE`, else
/// `~/.config/pulse/cookie`, else `~/.pulse-cookie`; `None` where there is none (a
/// server that needs none, or one that will refuse).
#[must_use]
pub fn cookie(env: &Environment) -> Option<Vec<u8>> {
    let mut paths: Vec<PathBuf> = std::env::var_os("PULSE_COOKIE")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    let config = env
        .xdg_config_home
        .clone()
        .or_else(|| env.home.as_ref().map(|h| h.join(".config")));
    if let Some(config) = config {
        paths.push(config.join("pulse/cookie"));
    }
    if let Some(home) = &env.home {
        paths.push(home.join(".pulse-cookie"));
    }
    paths.iter().find_map(|p| std::fs::read(p).ok())
}

#[cfg(test)]
mod tests {
    use std::os::unix::net::UnixListener;
    use std::path::{Path, PathBuf};

    use super::{Environment, Found, candidates, find};

    /// A server listening on `path` (its directories made first).
    fn listen(path: &Path) -> UnixListener {
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("dirs");
        UnixListener::bind(path).expect("bind")
    }

    fn env_in(dir: &Path) -> Environment {
        Environment {
            home: Some(dir.join("home")),
            uid: 1000,
            machine_id: Some("0123abcd".into()),
            run: dir.join("run"),
            ..Environment::default()
        }
    }

    #[test]
    fn a_root_started_server_is_found_through_the_per_user_runtime_link() {
        let dir = tempfile::tempdir().expect("tempdir");
        let env = env_in(dir.path());
        // The server's runtime directory in /tmp, and the link to it under
        // ~/.config/pulse, as PulseAudio makes them without XDG_RUNTIME_DIR.
        let runtime = dir.path().join("tmp/pulse-XYZ");
        let _server = listen(&runtime.join("native"));
        let config = dir.path().join("home/.config/pulse");
        std::fs::create_dir_all(&config).expect("config");
        std::os::unix::fs::symlink(&runtime, config.join("0123abcd-runtime")).expect("link");
        let (path, how) = find(&env).expect("found");
        assert_eq!(how, Found::RuntimeLink);
        assert_eq!(path, config.join("0123abcd-runtime/native"));
        // Another machine's link is not this machine's server.
        let other = Environment {
            machine_id: Some("ffff".into()),
            ..env
        };
        assert_eq!(find(&other), None);
    }

    #[test]
    fn the_order_is_libpulses() {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        let env = Environment {
            pulse_server: Some(
                "tcp:far.example {other}unix:/elsewhere unix:/a/native /b/native".into(),
            ),
            xdg_runtime_dir: Some(d.join("xdg")),
            ..env_in(d)
        };
        let paths: Vec<(PathBuf, Found)> = candidates(&env);
        assert_eq!(
            paths,
            vec![
                (PathBuf::from("/a/native"), Found::PulseServer),
                (PathBuf::from("/b/native"), Found::PulseServer),
                (d.join("xdg/pulse/native"), Found::XdgRuntimeDir),
                (d.join("run/user/1000/pulse/native"), Found::UserRun),
                (d.join("run/pulse/native"), Found::SystemWide),
            ]
        );
        // PULSE_RUNTIME_PATH comes before XDG_RUNTIME_DIR and replaces it; with
        // neither, the runtime link.
        let env = Environment {
            pulse_runtime_path: Some(d.join("prp")),
            ..env
        };
        assert_eq!(
            candidates(&env)[2],
            (d.join("prp/native"), Found::PulseRuntimePath)
        );
        let env = Environment {
            pulse_runtime_path: None,
            xdg_runtime_dir: None,
            xdg_config_home: Some(d.join("cfg")),
            ..env
        };
        assert_eq!(
            candidates(&env)[2],
            (
                d.join("cfg/pulse/0123abcd-runtime/native"),
                Found::RuntimeLink
            )
        );
    }

    #[test]
    fn the_first_server_that_answers_is_taken_and_a_dead_socket_is_passed_over() {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        let env = Environment {
            xdg_runtime_dir: Some(d.join("xdg")),
            pulse_server: Some(format!("unix:{}", d.join("gone/native").display())),
            ..env_in(d)
        };
        assert_eq!(find(&env), None, "nothing listens yet");
        // A socket left behind by a server that stopped: it does not answer.
        drop(listen(&d.join("xdg/pulse/native")));
        let system = listen(&d.join("run/pulse/native"));
        assert_eq!(
            find(&env),
            Some((d.join("run/pulse/native"), Found::SystemWide))
        );
        let _user = listen(&d.join("run/user/1000/pulse/native"));
        assert_eq!(find(&env).map(|f| f.1), Some(Found::UserRun));
        let _named = listen(&d.join("gone/native"));
        assert_eq!(find(&env).map(|f| f.1), Some(Found::PulseServer));
        drop(system);
    }
}
