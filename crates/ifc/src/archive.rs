//! `.ifczip` archives: a zip file holding one `.ifc` file.

use crate::error::{Error, ErrorKind};
use std::io::Read;

/// Whether `bytes` start like a zip archive (`PK\x03\x04`).
pub fn is_zip(bytes: &[u8]) -> bool {
    bytes.starts_with(b"PK\x03\x04")
}

/// The bytes of the `.ifc` file inside an `.ifczip` archive (the first entry whose name ends with `.ifc`, in any
/// letter case).
pub fn unzip(bytes: &[u8]) -> Result<Vec<u8>, Error> {
    let zip_error = |e: zip::result::ZipError| Error::new(0, ErrorKind::Zip(e.to_string()));
    if !is_zip(bytes) {
        return Err(Error::new(0, ErrorKind::Zip("not a zip archive".into())));
    }
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(zip_error)?;
    let found = archive.file_names().find(|name| name.to_ascii_lowercase().ends_with(".ifc")).map(str::to_owned);
    let Some(name) = found else {
        return Err(Error::new(0, ErrorKind::Zip("the archive holds no .ifc file".into())));
    };
    let mut file = archive.by_name(&name).map_err(zip_error)?;
    // The declared size is only a hint: never reserve more than a sane multiple of the archive.
    let hint = usize::try_from(file.size()).unwrap_or(0).min(bytes.len().saturating_mul(64));
    let mut out = Vec::with_capacity(hint);
    file.read_to_end(&mut out).map_err(|e| Error::new(0, ErrorKind::Zip(format!("{name}: {e}"))))?;
    Ok(out)
}
