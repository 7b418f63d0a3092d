//! A voice pack as one `.zip` file, to carry it to another machine: `manifest.json` and
//! `<set>/<id>.wav` at the archive's root, deflated.
//!
//! An import trusts nothing in the archive. Every entry is checked before anything is
//! written: only the manifest and known line ids, no path that leaves the pack (`..`,
//! absolute, a drive, a backslash), no entry twice, every WAV in the pack's format and
//! at most [`MAX_LINE_SECS`](super::MAX_LINE_SECS), the pack at most [`MAX_PACK_BYTES`] once unpacked (sizes
//! the archive declares are not believed: every read stops at the limit). The pack is
//! then written to a temporary folder under `voices/` and renamed into place, so a bad
//! archive, a full disk or a kill leaves the data directory as it was.

use std::collections::BTreeSet;
use std::fs::{self, File};
use std::io::{self, Cursor, Read, Write};
use std::path::Path;

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use super::{
    MANIFEST, MAX_LINE_SAMPLES, MAX_PACK_BYTES, Manifest, PackError, PackInfo, Take, WavProblem,
    is_line_id, load_pack, slug_of, voices_dir,
};
use crate::services::storage;

/// The largest WAV file a line may be: its samples at the longest, and room for a header
/// with a few extra chunks.
const MAX_LINE_FILE_BYTES: u64 = MAX_LINE_SAMPLES as u64 * 2 + 64 * 1024;

/// The largest manifest read.
const MAX_MANIFEST_BYTES: u64 = 64 * 1024;

/// The prefix of the temporary folders an import writes under `voices/` (skipped by
/// [`super::list_packs`], removed by the next import).
const IMPORTING: &str = ".import-";

/// Writes the pack `slug` to `dest` as one zip file (written atomically: the file at
/// `dest` is the whole archive or what was there before). Only the lines that read
/// in the pack's format go in.
///
/// # Errors
/// [`PackError::NoPack`] when there is no such pack, [`PackError::Io`] when `dest`
/// cannot be written.
pub fn export_zip(data: &Path, slug: &str, dest: &Path) -> Result<(), PackError> {
    let pack = load_pack(data, slug)?;
    let manifest = Manifest {
        format: super::FORMAT,
        name: pack.name.clone(),
        language: pack.language.unwrap_or_default(),
    };
    let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    let zip_error = |e: zip::result::ZipError| PackError::Io(io::Error::other(e));
    zip.start_file(MANIFEST, options).map_err(zip_error)?;
    zip.write_all(manifest.to_json().as_bytes())?;
    for (line, take) in &pack.lines {
        zip.start_file(format!("{line}.wav"), options)
            .map_err(zip_error)?;
        zip.write_all(&take.to_wav())?;
    }
    let bytes = zip.finish().map_err(zip_error)?.into_inner();
    storage::write_atomic(dest, &bytes)?;
    Ok(())
}

/// What one entry of an archive is, by its name.
enum Entry {
    Manifest,
    Line(String),
    /// A folder entry (`duel/`): nothing to write.
    Folder,
}

/// Checks an entry's name: the manifest, a known line's file, or a set's folder.
fn entry_kind(name: &str, known: &BTreeSet<String>) -> Result<Entry, PackError> {
    let leaves = name.starts_with(['/', '\\'])
        || name.contains('\\')
        || name.contains('\0')
        || name.contains(':')
        || name.split('/').any(|part| part == ".." || part == ".");
    if leaves {
        return Err(PackError::OutsidePack(name.into()));
    }
    if name == MANIFEST {
        return Ok(Entry::Manifest);
    }
    if let Some(folder) = name.strip_suffix('/')
        && known
            .iter()
            .any(|line| line.split('/').next() == Some(folder))
    {
        return Ok(Entry::Folder);
    }
    match name.strip_suffix(".wav") {
        Some(line) if is_line_id(line) && known.contains(line) => Ok(Entry::Line(line.into())),
        _ => Err(PackError::UnknownLine(name.into())),
    }
}

/// Reads an entry whole, refusing one that holds more than `limit` bytes (whatever the
/// archive declares).
fn read_limited(entry: impl Read, limit: u64) -> Result<Option<Vec<u8>>, PackError> {
    let mut bytes = Vec::new();
    entry
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| PackError::NotZip(e.to_string()))?;
    Ok((bytes.len() as u64 <= limit).then_some(bytes))
}

/// Imports the pack in the zip file at `zip_path` into the data directory, under a new
/// folder (a pack already there of the same name is kept: the new one's folder gets a
/// `-2`). `known` holds every line id Deputy says (`duel/hold`).
///
/// # Errors
/// The first problem found, and nothing is written: [`PackError::NotZip`],
/// [`PackError::OutsidePack`], [`PackError::Duplicate`], [`PackError::UnknownLine`],
/// [`PackError::BadManifest`], [`PackError::NewerFormat`], [`PackError::BadSound`],
/// [`PackError::TooBig`]; [`PackError::Io`] when the file cannot be read or the pack
/// cannot be written (what was written is removed).
pub fn import_zip(
    data: &Path,
    zip_path: &Path,
    known: &BTreeSet<String>,
) -> Result<PackInfo, PackError> {
    let file = File::open(zip_path)?;
    // Deflate cannot make a WAV much smaller: an archive larger than the largest pack
    // (and its headers) holds too much.
    if file.metadata()?.len() > MAX_PACK_BYTES + 1_000_000 {
        return Err(PackError::TooBig);
    }
    let mut archive = ZipArchive::new(file).map_err(|e| PackError::NotZip(e.to_string()))?;
    if archive.has_duplicate_names() {
        return Err(PackError::Duplicate);
    }
    let mut manifest = None;
    let mut lines: Vec<(String, Take)> = Vec::new();
    let mut total: u64 = 0;
    let mut seen = BTreeSet::new();
    for i in 0..archive.len() {
        let entry = archive
            .by_index(i)
            .map_err(|e| PackError::NotZip(e.to_string()))?;
        let name = entry
            .name()
            .map_err(|e| PackError::NotZip(e.to_string()))?
            .into_owned();
        let kind = entry_kind(&name, known)?;
        if entry.enclosed_name().is_none() {
            return Err(PackError::OutsidePack(name));
        }
        if !seen.insert(name.clone()) {
            return Err(PackError::Duplicate);
        }
        if total.saturating_add(entry.size()) > MAX_PACK_BYTES {
            return Err(PackError::TooBig);
        }
        match kind {
            Entry::Folder => {}
            Entry::Manifest => {
                let bytes =
                    read_limited(entry, MAX_MANIFEST_BYTES)?.ok_or(PackError::BadManifest)?;
                total += bytes.len() as u64;
                manifest = Some(Manifest::from_json(&bytes)?);
            }
            Entry::Line(line) => {
                if entry.size() > MAX_LINE_FILE_BYTES {
                    return Err(PackError::BadSound(name, WavProblem::TooLong));
                }
                let bytes = read_limited(entry, MAX_LINE_FILE_BYTES)?
                    .ok_or_else(|| PackError::BadSound(name.clone(), WavProblem::TooLong))?;
                total += bytes.len() as u64;
                if total > MAX_PACK_BYTES {
                    return Err(PackError::TooBig);
                }
                let take = Take::from_wav(&bytes).map_err(|p| PackError::BadSound(name, p))?;
                lines.push((line, take));
            }
        }
    }
    let manifest = manifest.ok_or(PackError::BadManifest)?;
    write_pack(data, &manifest, &lines)
}

/// Writes a checked pack into a temporary folder under `voices/`, then renames it into
/// place under a free slug.
fn write_pack(
    data: &Path,
    manifest: &Manifest,
    lines: &[(String, Take)],
) -> Result<PackInfo, PackError> {
    let voices = voices_dir(data);
    fs::create_dir_all(&voices)?;
    // What an import killed midway left.
    if let Ok(entries) = fs::read_dir(&voices) {
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with(IMPORTING) {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    }
    let tmp = voices.join(format!("{IMPORTING}{}", std::process::id()));
    let written = (|| -> Result<String, PackError> {
        fs::create_dir(&tmp)?;
        fs::write(tmp.join(MANIFEST), manifest.to_json())?;
        for (line, take) in lines {
            let path = tmp.join(format!("{line}.wav"));
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir)?;
            }
            let mut file = File::create(&path)?;
            file.write_all(&take.to_wav())?;
            file.sync_all()?;
        }
        File::open(tmp.join(MANIFEST))?.sync_all()?;
        let base = slug_of(&manifest.name);
        for n in 1..=1000u32 {
            let slug = if n == 1 {
                base.clone()
            } else {
                format!("{base}-{n}")
            };
            let target = voices.join(&slug);
            if target.exists() {
                continue;
            }
            fs::rename(&tmp, &target)?;
            storage::sync_dir(&voices)?;
            return Ok(slug);
        }
        Err(io::Error::new(io::ErrorKind::AlreadyExists, "too many packs of that name").into())
    })();
    match written {
        Ok(slug) => Ok(PackInfo {
            slug,
            name: manifest.name.clone(),
            language: manifest.language,
            lines: lines.len(),
        }),
        Err(e) => {
            let _ = fs::remove_dir_all(&tmp);
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::services::voice_pack::{create_pack, list_packs, save_line};

    fn known() -> BTreeSet<String> {
        ["common/number_6", "duel/hold", "duel/fire"]
            .into_iter()
            .map(String::from)
            .collect()
    }

    fn take(value: i16, len: usize) -> Take {
        Take {
            rate_hz: super::super::PACK_RATE_HZ,
            samples: vec![value; len],
        }
    }

    #[test]
    fn an_exported_pack_imports_whole_beside_the_original() {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path();
        let slug = create_pack(data, "Our table", Language::Fr).expect("created");
        save_line(data, &slug, "duel/hold", &take(9, 300)).expect("saved");
        save_line(data, &slug, "common/number_6", &take(-4, 200)).expect("saved");
        let zip = dir.path().join("our table.zip");
        export_zip(data, &slug, &zip).expect("exported");

        let other = tempfile::tempdir().expect("tempdir");
        let info = import_zip(other.path(), &zip, &known()).expect("imported");
        assert_eq!(info.name, "Our table");
        assert_eq!(info.language, Language::Fr);
        assert_eq!(info.lines, 2);
        assert_eq!(
            load_pack(other.path(), &info.slug).expect("loads"),
            load_pack(data, &slug).expect("loads")
        );
        // Into the same data directory: a second pack, the first untouched.
        let again = import_zip(data, &zip, &known()).expect("imported");
        assert_eq!(again.slug, "our-table-2");
        assert_eq!(list_packs(data).len(), 2);
    }

    /// A zip file of `entries` (name, bytes), stored (names and sizes can be patched).
    fn zip_of(entries: &[(&str, Vec<u8>)]) -> Vec<u8> {
        let options = SimpleFileOptions::default().compression_method(CompressionMethod::Stored);
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        for (name, bytes) in entries {
            zip.start_file(*name, options).expect("entry");
            zip.write_all(bytes).expect("bytes");
        }
        zip.finish().expect("zip").into_inner()
    }

    fn manifest() -> (&'static str, Vec<u8>) {
        (
            MANIFEST,
            br#"{"format": 1, "name": "Bad", "language": "en"}"#.to_vec(),
        )
    }

    fn wav(len: usize) -> Vec<u8> {
        take(100, len).to_wav()
    }

    /// Every file under `dir`, with its bytes.
    fn tree(dir: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
        let mut out = Vec::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in fs::read_dir(&d).into_iter().flatten().flatten() {
                if e.path().is_dir() {
                    out.push((e.path(), Vec::new()));
                    stack.push(e.path());
                } else {
                    out.push((e.path(), fs::read(e.path()).unwrap_or_default()));
                }
            }
        }
        out.sort();
        out
    }

    /// Imports `bytes` as a zip into a data directory holding one pack, and returns the
    /// error; checks that nothing in the directory changed.
    fn refused(bytes: &[u8], known: &BTreeSet<String>) -> PackError {
        let dir = tempfile::tempdir().expect("tempdir");
        let data = dir.path().join("data");
        let slug = create_pack(&data, "Kept", Language::En).expect("created");
        save_line(&data, &slug, "duel/hold", &take(9, 30)).expect("saved");
        let before = tree(&data);
        let zip = dir.path().join("in.zip");
        fs::write(&zip, bytes).expect("zip");
        let error = import_zip(&data, &zip, known).expect_err("refused");
        assert_eq!(tree(&data), before, "nothing changed for {error}");
        error
    }

    /// Whether an error is the one expected.
    type Expected = fn(&PackError) -> bool;

    #[test]
    fn a_bad_archive_is_refused_with_its_reason_and_changes_nothing() {
        let k = known();
        let corpus: Vec<(&str, Vec<u8>, Expected)> = vec![
            ("not a zip", b"PK\x03\x04 but nothing else".to_vec(), |e| {
                matches!(e, PackError::NotZip(_))
            }),
            (
                "path traversal",
                zip_of(&[manifest(), ("../../evil.wav", wav(10))]),
                |e| matches!(e, PackError::OutsidePack(_)),
            ),
            (
                "traversal inside a set",
                zip_of(&[manifest(), ("duel/../../evil.wav", wav(10))]),
                |e| matches!(e, PackError::OutsidePack(_)),
            ),
            (
                "absolute path",
                zip_of(&[manifest(), ("/tmp/duel/hold.wav", wav(10))]),
                |e| matches!(e, PackError::OutsidePack(_)),
            ),
            (
                "a drive",
                zip_of(&[manifest(), ("C:/duel/hold.wav", wav(10))]),
                |e| matches!(e, PackError::OutsidePack(_)),
            ),
            (
                "backslashes",
                zip_of(&[manifest(), ("duel\\hold.wav", wav(10))]),
                |e| matches!(e, PackError::OutsidePack(_)),
            ),
            (
                "unknown line id",
                zip_of(&[manifest(), ("duel/sing.wav", wav(10))]),
                |e| matches!(e, PackError::UnknownLine(_)),
            ),
            (
                "another file",
                zip_of(&[manifest(), ("readme.txt", b"hi".to_vec())]),
                |e| matches!(e, PackError::UnknownLine(_)),
            ),
            ("no manifest", zip_of(&[("duel/hold.wav", wav(10))]), |e| {
                matches!(e, PackError::BadManifest)
            }),
            (
                "a manifest that is not one",
                zip_of(&[(MANIFEST, b"{\"format\": \"one\"}".to_vec())]),
                |e| matches!(e, PackError::BadManifest),
            ),
            (
                "a newer format",
                zip_of(&[(
                    MANIFEST,
                    br#"{"format": 2, "name": "New", "language": "en", "more": 1}"#.to_vec(),
                )]),
                |e| matches!(e, PackError::NewerFormat(2)),
            ),
            (
                "not a WAV",
                zip_of(&[manifest(), ("duel/hold.wav", b"RIFF....WAVEjunk".to_vec())]),
                |e| matches!(e, PackError::BadSound(_, WavProblem::NotWav)),
            ),
            (
                "a WAV in another format",
                zip_of(&[
                    manifest(),
                    ("duel/hold.wav", {
                        let mut w = wav(10);
                        w[22] = 2;
                        w
                    }),
                ]),
                |e| matches!(e, PackError::BadSound(_, WavProblem::Format)),
            ),
            (
                "a line too long",
                zip_of(&[manifest(), ("duel/hold.wav", wav(MAX_LINE_SAMPLES + 1))]),
                |e| matches!(e, PackError::BadSound(_, WavProblem::TooLong)),
            ),
        ];
        for (what, bytes, expected) in corpus {
            let error = refused(&bytes, &k);
            assert!(expected(&error), "{what}: {error:?}");
        }
    }

    #[test]
    fn an_entry_twice_is_refused() {
        let mut bytes = zip_of(&[
            manifest(),
            ("duel/hold.wav", wav(10)),
            ("duel/fire.wav", wav(10)),
        ]);
        // The writer refuses a name twice: rename the second entry in place (local header
        // and central directory).
        let (from, to) = (b"duel/fire.wav", b"duel/hold.wav");
        let mut at = 0;
        while let Some(i) = bytes[at..].windows(from.len()).position(|w| w == from) {
            bytes[at + i..at + i + to.len()].copy_from_slice(to);
            at += i + 1;
        }
        assert!(matches!(refused(&bytes, &known()), PackError::Duplicate));
    }

    #[test]
    fn a_pack_too_big_or_a_bomb_is_refused_before_it_is_written() {
        // 120 lines of 10 s: 52.9 MB once unpacked, a few hundred KB zipped.
        let many: BTreeSet<String> = (0..120).map(|i| format!("common/line_{i}")).collect();
        let names: Vec<String> = many.iter().map(|l| format!("{l}.wav")).collect();
        let long = take(0, MAX_LINE_SAMPLES).to_wav();
        let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        zip.start_file(MANIFEST, options).expect("entry");
        zip.write_all(&manifest().1).expect("bytes");
        for name in &names {
            zip.start_file(name.as_str(), options).expect("entry");
            zip.write_all(&long).expect("bytes");
        }
        let bytes = zip.finish().expect("zip").into_inner();
        assert!(bytes.len() < 5_000_000, "{}", bytes.len());
        assert!(matches!(refused(&bytes, &many), PackError::TooBig));

        // One entry that says it is 4 GB once unpacked.
        let mut bomb = zip_of(&[manifest(), ("duel/hold.wav", wav(10))]);
        patch_sizes(&mut bomb, "duel/hold.wav", u32::MAX - 1);
        let error = refused(&bomb, &known());
        assert!(
            matches!(
                error,
                PackError::TooBig | PackError::BadSound(_, WavProblem::TooLong)
            ),
            "{error:?}"
        );

        // One that says 64 bytes and unpacks to 2 MB: the read stops at the limit.
        let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
        let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
        zip.start_file(MANIFEST, options).expect("entry");
        zip.write_all(&manifest().1).expect("bytes");
        zip.start_file("duel/hold.wav", options).expect("entry");
        zip.write_all(&take(0, 1_000_000).to_wav()).expect("bytes");
        let mut liar = zip.finish().expect("zip").into_inner();
        patch_sizes(&mut liar, "duel/hold.wav", 64);
        let error = refused(&liar, &known());
        assert!(
            matches!(
                error,
                PackError::NotZip(_)
                    | PackError::BadSound(_, WavProblem::TooLong | WavProblem::NotWav)
            ),
            "{error:?}"
        );
    }

    /// Sets the uncompressed size of the entry `name` in its local header and in the
    /// central directory.
    fn patch_sizes(bytes: &mut [u8], name: &str, size: u32) {
        let name = name.as_bytes();
        let mut at = 0;
        while let Some(i) = bytes[at..].windows(name.len()).position(|w| w == name) {
            let start = at + i;
            // Local header: signature PK\x03\x04, the size at 22, the name at 30.
            if start >= 30 && bytes[start - 30..start - 26] == *b"PK\x03\x04" {
                bytes[start - 8..start - 4].copy_from_slice(&size.to_le_bytes());
            }
            // Central directory: PK\x01\x02, the size at 24, the name at 46.
            if start >= 46 && bytes[start - 46..start - 42] == *b"PK\x01\x02" {
                bytes[start - 22..start - 18].copy_from_slice(&size.to_le_bytes());
            }
            at = start + 1;
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// Whatever bytes of a good archive are changed, an import either brings in a
        /// pack in the pack's format or refuses and changes nothing; it never panics.
        #[test]
        fn a_damaged_archive_imports_whole_or_not_at_all(
            changes in proptest::collection::vec((0usize..4096, proptest::prelude::any::<u8>()), 1..6)
        ) {
            let good = zip_of(&[manifest(), ("duel/hold.wav", wav(300)), ("common/number_6.wav", wav(200))]);
            let mut bytes = good.clone();
            for (at, value) in changes {
                let at = at % bytes.len();
                bytes[at] = value;
            }
            let dir = tempfile::tempdir().expect("tempdir");
            let data = dir.path().join("data");
            fs::create_dir_all(&data).expect("data");
            let zip = dir.path().join("in.zip");
            fs::write(&zip, &bytes).expect("zip");
            match import_zip(&data, &zip, &known()) {
                Ok(info) => {
                    let pack = load_pack(&data, &info.slug).expect("loads");
                    proptest::prop_assert_eq!(pack.lines.len(), info.lines);
                    proptest::prop_assert!(pack.lines.keys().all(|l| known().contains(l)));
                }
                Err(_) => proptest::prop_assert!(tree(&data).iter().all(|(p, _)| p.ends_with("voices"))),
            }
        }
    }
}
