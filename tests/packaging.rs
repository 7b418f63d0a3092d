//! The Debian package's files, checked without building it: `[package.metadata.deb]` in
//! Cargo.toml, the launcher (`packaging/deputy.desktop`) and the AppStream metainfo parse,
//! agree with each other, and name a binary, icons and files that exist. The validators
//! (`desktop-file-validate`, `appstreamcli validate`) run in `bash packaging/deb.sh
//! --check`, and the whole build-install-launch-remove in `bash packaging/deb.sh`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use deputy::core::game::GameKind;
use quick_xml::events::Event;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Cargo.toml, parsed.
fn manifest() -> toml::Table {
    read("Cargo.toml").parse().expect("Cargo.toml parses")
}

/// `[package.metadata.deb]`.
fn deb(manifest: &toml::Table) -> &toml::Table {
    manifest["package"]["metadata"]["deb"]
        .as_table()
        .expect("[package.metadata.deb]")
}

/// The package's assets, as (source, destination) with the destination's file name
/// filled in when it names a directory.
fn assets(deb: &toml::Table) -> Vec<(String, String)> {
    deb["assets"]
        .as_array()
        .expect("assets")
        .iter()
        .map(|a| {
            let a = a.as_array().expect("[source, destination, mode]");
            let (src, dest) = (a[0].as_str().expect("source"), a[1].as_str().expect("dest"));
            let dest = match dest.strip_suffix('/') {
                Some(dir) => format!("{dir}/{}", src.rsplit('/').next().unwrap_or(src)),
                None => dest.to_owned(),
            };
            (src.to_owned(), dest)
        })
        .collect()
}

/// The source of the asset installed at `dest`.
fn source_of(assets: &[(String, String)], dest: &str) -> String {
    assets
        .iter()
        .find(|(_, d)| d == dest)
        .unwrap_or_else(|| panic!("no asset installs {dest}: {assets:?}"))
        .0
        .clone()
}

/// The one binary Cargo builds.
fn binary(manifest: &toml::Table) -> String {
    let bins = manifest["bin"].as_array().expect("[[bin]]");
    assert_eq!(bins.len(), 1, "one binary");
    bins[0]["name"].as_str().expect("bin name").to_owned()
}

/// The `[Desktop Entry]` group of a .desktop file: key (with its `[locale]`) to value.
fn desktop_entry(text: &str) -> BTreeMap<String, String> {
    let mut entry = BTreeMap::new();
    let mut in_entry = false;
    for line in text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        if line.starts_with('[') {
            in_entry = line == "[Desktop Entry]";
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .unwrap_or_else(|| panic!("not key=value: {line}"));
        if in_entry {
            assert!(
                entry.insert(key.to_owned(), value.to_owned()).is_none(),
                "{key} twice"
            );
        }
    }
    entry
}

/// An XML element of the metainfo: its path from the root (`component/releases/release`),
/// its attributes and its text.
#[derive(Debug)]
struct Element {
    path: String,
    attributes: BTreeMap<String, String>,
    text: String,
}

/// Every element of an XML document, in document order.
///
/// # Panics
/// If the document is not well-formed (quick-xml checks that end tags match).
fn elements(xml: &str) -> Vec<Element> {
    let mut reader = quick_xml::Reader::from_str(xml);
    reader.config_mut().trim_text(true);
    let (mut stack, mut open, mut done) = (Vec::new(), Vec::<Element>::new(), Vec::new());
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Start(e) => {
                stack.push(String::from_utf8_lossy(e.name().as_ref()).into_owned());
                open.push(element(&stack, &e));
            }
            Event::Empty(e) => {
                stack.push(String::from_utf8_lossy(e.name().as_ref()).into_owned());
                done.push(element(&stack, &e));
                stack.pop();
            }
            Event::Text(t) => {
                if let Some(last) = open.last_mut() {
                    last.text.push_str(&t.decode().expect("UTF-8"));
                }
            }
            Event::End(_) => {
                stack.pop();
                done.push(open.pop().expect("an open element"));
            }
            Event::Eof => break,
            _ => {}
        }
    }
    assert!(stack.is_empty(), "unclosed elements: {stack:?}");
    done
}

fn element(stack: &[String], e: &quick_xml::events::BytesStart<'_>) -> Element {
    let attributes = e
        .attributes()
        .map(|a| {
            let a = a.expect("an attribute");
            let value = a
                .normalized_value(quick_xml::XmlVersion::Explicit1_0)
                .expect("an attribute's value");
            (
                String::from_utf8_lossy(a.key.as_ref()).into_owned(),
                value.into_owned(),
            )
        })
        .collect();
    Element {
        path: stack.join("/"),
        attributes,
        text: String::new(),
    }
}

/// The texts of the elements at `path` that have no `xml:lang` (the English ones).
fn texts<'a>(elements: &'a [Element], path: &str) -> Vec<&'a str> {
    elements
        .iter()
        .filter(|e| e.path == path && !e.attributes.contains_key("xml:lang"))
        .map(|e| e.text.as_str())
        .collect()
}

/// Width and height of a PNG file, from its IHDR chunk.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "{} is a PNG",
        path.display()
    );
    assert_eq!(&bytes[12..16], b"IHDR");
    let be =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    (be(16), be(20))
}

#[test]
fn the_package_is_named_after_the_version_and_its_assets_exist() {
    let manifest = manifest();
    let deb = deb(&manifest);
    assert_eq!(
        deb["revision"].as_str(),
        Some(""),
        "deputy_<version>_amd64.deb, no -1"
    );
    let depends = deb["depends"].as_str().expect("depends");
    assert!(
        depends.starts_with("$auto"),
        "the ALSA library comes from $auto: {depends}"
    );
    let licence = deb["license-file"].as_array().expect("license-file")[0]
        .as_str()
        .expect("path");
    let copyright = read(licence);
    assert!(
        copyright.starts_with(
            "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
        )
    );
    for paragraph in [
        "License: MIT or Apache-2.0",
        "Files: sounds/voice/* sounds/fx/*\nCopyright: 2026 The Deputy maintainers\nLicense: CC0-1.0",
    ] {
        assert!(
            copyright.contains(paragraph),
            "{licence} lacks {paragraph:?}"
        );
    }
    assert_eq!(
        manifest["package"]["license"].as_str(),
        Some("MIT OR Apache-2.0"),
        "the copyright file's licence of the code is Cargo.toml's"
    );
    let assets = assets(deb);
    let bin = binary(&manifest);
    assert_eq!(
        source_of(&assets, &format!("usr/bin/{bin}")),
        format!("target/release/{bin}")
    );
    for (src, dest) in &assets {
        if !src.starts_with("target/release/") {
            assert!(
                Path::new(ROOT).join(src).is_file(),
                "{src} (for {dest}) is missing"
            );
        }
    }
}

#[test]
fn the_launcher_names_the_binary_the_icon_and_the_five_games() {
    let manifest = manifest();
    let assets = assets(deb(&manifest));
    let desktop = source_of(&assets, "usr/share/applications/deputy.desktop");
    let entry = desktop_entry(&read(&desktop));
    let key = |k: &str| {
        entry
            .get(k)
            .map(String::as_str)
            .unwrap_or_else(|| panic!("{desktop} has no {k}"))
    };
    assert_eq!(key("Type"), "Application");
    assert_eq!(key("Name"), "Deputy");
    assert_eq!(key("GenericName"), "Board game companion");
    assert!(!key("Comment").is_empty() && !key("Comment[fr]").is_empty());
    assert_ne!(
        key("Comment"),
        key("Comment[fr]"),
        "a French comment, in French"
    );
    assert_eq!(
        key("Exec"),
        binary(&manifest),
        "the launcher starts the installed binary"
    );
    assert_eq!(key("Categories"), "Game;BoardGame;");
    for locale in ["Keywords", "Keywords[fr]"] {
        let keywords: Vec<&str> = key(locale).split(';').collect();
        for game in GameKind::ALL {
            assert!(
                keywords.contains(&game.title()),
                "{locale} lacks {}",
                game.title()
            );
        }
    }
    // The window's class is the app id main.rs gives, so the desktop matches the window
    // to its launcher (and its icon).
    let class = key("StartupWMClass");
    assert!(
        read("src/main.rs").contains(&format!(".with_app_id(\"{class}\")")),
        "main.rs's app id is {class}"
    );
    // The icon, at each size the package installs, has that size.
    let icon = key("Icon");
    for size in [48, 128, 256] {
        let src = source_of(
            &assets,
            &format!("usr/share/icons/hicolor/{size}x{size}/apps/{icon}.png"),
        );
        assert_eq!(
            png_size(&PathBuf::from(ROOT).join(&src)),
            (size, size),
            "{src}"
        );
    }
}

#[test]
fn the_metainfo_is_this_version_with_its_launcher_binary_and_screenshot() {
    let manifest = manifest();
    let assets = assets(deb(&manifest));
    let (src, dest) = assets
        .iter()
        .find(|(_, d)| d.starts_with("usr/share/metainfo/"))
        .expect("a metainfo asset");
    let xml = elements(&read(src));
    let one = |path: &str| -> &str {
        let found = texts(&xml, path);
        assert_eq!(found.len(), 1, "{path}: {found:?}");
        found[0]
    };
    let id = one("component/id");
    assert_eq!(
        dest,
        &format!("usr/share/metainfo/{id}.metainfo.xml"),
        "named after its id"
    );
    assert_eq!(one("component/project_license"), env!("CARGO_PKG_LICENSE"));
    assert_eq!(one("component/name"), "Deputy");
    assert_eq!(
        format!("usr/share/applications/{}", one("component/launchable")),
        assets
            .iter()
            .find(|(_, d)| d.ends_with(".desktop"))
            .expect("a launcher")
            .1
    );
    assert_eq!(one("component/provides/binary"), binary(&manifest));
    let image = one("component/screenshots/screenshot/image");
    assert!(
        image.starts_with("https://"),
        "AppStream wants an https screenshot: {image}"
    );
    // The newest release, first, is this version, with its notes.
    let release = xml
        .iter()
        .find(|e| e.path == "component/releases/release")
        .expect("a release");
    assert_eq!(release.attributes["version"], env!("CARGO_PKG_VERSION"));
    assert!(
        xml.iter()
            .any(|e| e.path == "component/releases/release/description/ul/li"),
        "the release has its notes"
    );
    for game in GameKind::ALL {
        assert!(
            texts(&xml, "component/keywords/keyword").contains(&game.title()),
            "keyword {}",
            game.title()
        );
    }
}
