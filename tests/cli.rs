//! The command line: options, and clear errors with exit code 2.

use std::process::Command;

use clap::Parser;
use deputy::cli::Args;
use deputy::core::game::GameKind;

fn deputy(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_deputy"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn options_parse() {
    let args = Args::try_parse_from([
        "deputy",
        "--game",
        "duel",
        "--lang",
        "fr",
        "--mute",
        "--data-dir",
        "/tmp/x",
        "--fullscreen",
    ])
    .expect("valid");
    assert_eq!(args.game, Some(GameKind::Duel));
    assert!(args.mute && args.fullscreen);
    assert_eq!(args.check(), Ok(()));
}

#[test]
fn a_bad_option_exits_with_code_2_and_says_why() {
    let out = deputy(&["--bogus"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--bogus"));
}

#[test]
fn an_unknown_game_lists_the_choices() {
    let out = deputy(&["--game", "poker"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    for name in ["duel", "gnadenlos", "fast-west", "saloon", "colt-express"] {
        assert!(err.contains(name), "{name} missing from: {err}");
    }
}

#[test]
fn every_game_name_is_accepted() {
    for name in ["duel", "gnadenlos", "fast-west", "saloon", "colt-express"] {
        let args = Args::try_parse_from(["deputy", "--game", name]).expect("a known name");
        assert!(args.check().is_ok(), "{name} is playable in this build");
    }
}

#[test]
fn version_and_help_exit_cleanly() {
    let out = deputy(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains(env!("CARGO_PKG_VERSION")));
    let out = deputy(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("--resume"));
}

#[test]
fn sharing_is_off_unless_asked_for() {
    let off = Args::try_parse_from(["deputy"]).expect("valid");
    assert!(!off.share_start().on);
    let on = Args::try_parse_from(["deputy", "--resume", "--share"]).expect("valid");
    let share = on.share_start();
    assert!(share.on && share.print);
    assert_eq!(share.listen, None, "every interface, a free port near 7878");
}

#[test]
fn share_addr_chooses_where_to_listen_and_implies_share() {
    let args = Args::try_parse_from(["deputy", "--share-addr", "127.0.0.1:0"]).expect("valid");
    let share = args.share_start();
    assert!(share.on && share.print);
    assert_eq!(share.listen, Some("127.0.0.1:0".parse().expect("addr")));
    let v6 = Args::try_parse_from(["deputy", "--share-addr", "[::1]:7878"]).expect("valid");
    assert_eq!(v6.share_start().listen.map(|a| a.port()), Some(7878));
}

#[test]
fn a_bad_share_address_exits_with_code_2_and_says_why() {
    for bad in ["localhost", "127.0.0.1", "1.2.3.4:99999", "nowhere:80"] {
        let out = deputy(&["--share-addr", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--share-addr"), "{bad}: {err}");
    }
}

#[test]
fn version_gives_the_licence_and_where_the_rules_come_from() {
    let out = deputy(&["--version"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        text,
        format!(
            "deputy {version}\nLicence: MIT OR Apache-2.0 (sounds and icons: CC0-1.0)\n\
             The games' rules belong to their publishers; Deputy gives only summaries of them, \
             in its own words.\n"
        )
    );
    let short = deputy(&["-V"]);
    assert_eq!(
        String::from_utf8_lossy(&short.stdout),
        format!("deputy {version}\n")
    );
}
