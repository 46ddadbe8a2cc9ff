//! [`read_file`](crate::read_file) without holding the whole file: the file is read through a window of about
//! 1 MiB, and only the bytes of kept records are copied into one buffer, which the model is then built from.
//!
//! For the element list that buffer is tiny, so the memory of a read is about that of its result. With properties it
//! is smaller than the file by the share of geometry. The window is scanned with the same code as a whole file; when
//! a record is cut by the end of the window, the scan stops at its start and goes on once the window holds more.
//!
//! Errors: positions in the window or the buffer are not file lines, so on any error the file is read again as a
//! whole ([`crate::read`]), which reports the same error with its line. Malformed files pay twice; good ones never.

use crate::classes::Table;
use crate::error::{Error, ErrorKind};
use crate::model::Model;
use crate::scan::{scan_window, Rec, Scan, Stop};
use crate::{build, header, Options};
use std::fs::File;
use std::io::Read;
use std::path::Path;

const WINDOW: usize = 1 << 20;

/// Reads the file at `path`.
pub(crate) fn read_path(path: &Path, options: Options) -> Result<Model, Error> {
    read_windowed(path, options, WINDOW)
}

/// [`read_path`] with a window of `step` bytes.
fn read_windowed(path: &Path, options: Options, step: usize) -> Result<Model, Error> {
    let mut file = File::open(path).map_err(|e| io_error(path, e))?;
    let mut window = Vec::with_capacity(2 * step);
    let mut last = fill(&mut file, &mut window, step, path)?;
    if crate::is_zip(&window) {
        return whole(path, options);
    }
    let header = loop {
        match header::parse(&window) {
            Ok(header) => break header,
            Err(_) if !last => {
                let more = window.len().max(step);
                last = fill(&mut file, &mut window, more, path)?;
            }
            Err(_) => return whole(path, options),
        }
    };
    let table = Table::get(options.properties);
    let mut kept = Vec::new();
    let mut scan = Scan::default();
    let mut pos = header.data_start;
    let copy = |kept: &mut Vec<u8>, window: &[u8], scan: &mut Scan, rec: Rec, end: usize| {
        let at = kept.len();
        kept.extend_from_slice(&window[rec.pos..=end]);
        scan.recs.push(Rec { pos: at, ..rec });
    };
    loop {
        let stop = scan_window(&window, pos, last, table, &mut scan, |scan, rec, end| {
            copy(&mut kept, &window, scan, rec, end)
        });
        match stop {
            Ok(Stop::End) => break,
            Ok(Stop::More(at)) => {
                // A record longer than the window (or an error that more bytes will not cure) makes the window
                // grow geometrically, so no byte is rescanned more than a few times.
                let more = if at == 0 { window.len().max(step) } else { step };
                window.drain(..at);
                last = fill(&mut file, &mut window, more, path)?;
                pos = 0;
            }
            Err(_) => return whole(path, options),
        }
    }
    drop(window);
    build::model(&kept, header.schema, scan, options).or_else(|_| whole(path, options))
}

/// Reads up to `more` bytes more onto `window`; whether the file has ended.
fn fill(file: &mut File, window: &mut Vec<u8>, more: usize, path: &Path) -> Result<bool, Error> {
    let want = window.len() + more;
    window.reserve(more);
    while window.len() < want {
        let got =
            file.by_ref().take((want - window.len()) as u64).read_to_end(window).map_err(|e| io_error(path, e))?;
        if got == 0 {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The whole file read into memory.
fn whole(path: &Path, options: Options) -> Result<Model, Error> {
    let bytes = std::fs::read(path).map_err(|e| io_error(path, e))?;
    crate::read(&bytes, options)
}

fn io_error(path: &Path, e: std::io::Error) -> Error {
    Error::new(0, ErrorKind::Io(format!("{}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn check(path: &Path, steps: impl IntoIterator<Item = usize>) {
        let bytes = std::fs::read(path).unwrap_or_default();
        let steps: Vec<usize> = steps.into_iter().collect();
        for options in [Options { properties: false }, Options { properties: true }] {
            let expected = crate::read(&bytes, options);
            for &step in &steps {
                assert_eq!(read_windowed(path, options, step), expected, "window of {step} bytes");
            }
        }
    }

    #[test]
    fn any_window_reads_what_a_whole_read_does() {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        check(&root.join("tests/data/ifc4-small.ifc"), 1..=300);
        check(&root.join("../../samples/ifc/schependomlaan-houten-kozijnen.ifc"), [999, 4096, 65_537]);
    }

    #[test]
    fn any_window_reports_what_a_whole_read_does() {
        let bytes = std::fs::read(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/ifc4-small.ifc"));
        let bytes = bytes.unwrap_or_default();
        let path = std::env::temp_dir().join(format!("ifc-window-{}.ifc", std::process::id()));
        for cut in (0..bytes.len()).step_by(97) {
            std::fs::write(&path, &bytes[..cut]).ok();
            check(&path, [7, 64]);
        }
        std::fs::remove_file(&path).ok();
    }
}
