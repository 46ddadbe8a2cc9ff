//! Cbox rules (SPEC §5, §9): 250 MB per file, an extension from the accepted list, at most [`MAX_BATCH_FILES`] per
//! upload batch, names unique among a folder's live items.

use platform::{i18n::Msg, tenant::Scoped, ApiError, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, QueryFilter};
use uuid::Uuid;

use super::entity::cbox_item;

pub const MAX_FILE_BYTES: u64 = 250 * 1024 * 1024;
/// The spec leaves the batch limit out; 100 files covers a folder of plans and stays reviewable in the list.
pub const MAX_BATCH_FILES: u32 = 100;
pub const MAX_NAME: usize = 255;

/// Documents, spreadsheets, images, drawings and models, archives, media and mail a construction project keeps.
/// Executables and scripts are refused.
pub const EXTENSIONS: &[&str] = &[
    "pdf", "doc", "docx", "xls", "xlsx", "xlsm", "ppt", "pptx", "odt", "ods", "odp", "rtf", "txt", "csv", "md", "xml", "json",
    "html", "htm", "jpg", "jpeg", "png", "gif", "webp", "bmp", "tif", "tiff", "heic", "svg", "dwg", "dxf", "dwf", "dwfx", "rvt",
    "rfa", "ifc", "ifczip", "nwd", "nwc", "skp", "3dm", "kml", "kmz", "shp", "bc3", "mpp", "xer", "pln", "zip", "rar", "7z",
    "mp4", "mov", "avi", "mkv", "mp3", "m4a", "wav", "msg", "eml",
];

/// What a PDF or image is shown as; everything else is downloaded.
const PREVIEWABLE: &[&str] = &["pdf", "png", "jpg", "jpeg", "gif", "webp"];

pub fn extension(name: &str) -> Option<String> {
    let (stem, ext) = name.rsplit_once('.')?;
    (!stem.trim().is_empty() && !ext.is_empty()).then(|| ext.to_ascii_lowercase())
}

/// The upload errors of SPEC §8, in the order a file is checked.
pub fn check_file(name: &str, size: u64) -> ApiResult<String> {
    if size > MAX_FILE_BYTES {
        return Err(file_error("file_too_large", "upload.too_large"));
    }
    let ext = extension(name).ok_or_else(|| file_error("file_no_extension", "upload.no_extension"))?;
    if !EXTENSIONS.contains(&ext.as_str()) {
        return Err(file_error("file_invalid_extension", "upload.invalid_extension"));
    }
    clean_name(name).map_err(|_| file_error("file_name", "cbox.name_invalid"))?;
    Ok(ext)
}

fn file_error(code: &'static str, key: &'static str) -> ApiError {
    let mut err = ApiError::field("file", Msg::new(key));
    err.code = code.into();
    err.message = Msg::new(key);
    err
}

pub fn previewable(ext: Option<&str>) -> bool {
    ext.is_some_and(|e| PREVIEWABLE.contains(&e))
}

/// The type a file is served with: known kinds by extension, anything else as bytes.
pub fn mime(ext: Option<&str>) -> &'static str {
    match ext.unwrap_or_default() {
        "pdf" => "application/pdf",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "txt" | "md" => "text/plain; charset=utf-8",
        "csv" => "text/csv; charset=utf-8",
        "zip" => "application/zip",
        "docx" => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xlsx" => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "pptx" => "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "mp4" => "video/mp4",
        _ => "application/octet-stream",
    }
}

/// A trimmed item name: required, at most 255 characters, no path separators, not `.` or `..`.
pub fn clean_name(name: &str) -> ApiResult<String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(ApiError::field("name", Msg::new("validation.required")));
    }
    if name.chars().count() > MAX_NAME {
        return Err(ApiError::field("name", Msg::new("validation.max_length").arg("max", MAX_NAME)));
    }
    if name.contains(['/', '\\', '\0']) || name == "." || name == ".." {
        return Err(ApiError::field("name", Msg::new("cbox.name_invalid")));
    }
    Ok(name.to_string())
}

/// Whether a live sibling (other than `except`) already has this name, ignoring case.
pub async fn name_taken<C: ConnectionTrait>(db: &C, tenant: &platform::tenant::Tenant, project: Uuid, parent: Option<Uuid>, name: &str, except: Option<Uuid>) -> ApiResult<bool> {
    let mut select = cbox_item::Entity::scoped(tenant)
        .filter(cbox_item::Column::ProjectId.eq(project))
        .filter(cbox_item::Column::DeletedAt.is_null())
        .filter(platform::search::equals_ignoring_case(cbox_item::Column::Name, name));
    select = match parent {
        Some(p) => select.filter(cbox_item::Column::ParentId.eq(p)),
        None => select.filter(cbox_item::Column::ParentId.is_null()),
    };
    if let Some(id) = except {
        select = select.filter(cbox_item::Column::Id.ne(id));
    }
    Ok(select.one(db).await?.is_some())
}

pub fn name_taken_error() -> ApiError {
    ApiError::field("name", Msg::new("cbox.name_taken"))
}

/// `plano.pdf` → `plano (2).pdf`, `plano (3).pdf`, … until free (uploads never overwrite).
pub async fn free_name<C: ConnectionTrait>(db: &C, tenant: &platform::tenant::Tenant, project: Uuid, parent: Option<Uuid>, name: &str) -> ApiResult<String> {
    if !name_taken(db, tenant, project, parent, name, None).await? {
        return Ok(name.to_string());
    }
    let (stem, ext) = name.rsplit_once('.').map(|(s, e)| (s, format!(".{e}"))).unwrap_or((name, String::new()));
    for n in 2..10_000 {
        let candidate = format!("{stem} ({n}){ext}");
        if !name_taken(db, tenant, project, parent, &candidate, None).await? {
            return Ok(candidate);
        }
    }
    Err(name_taken_error())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_checked_for_size_then_extension() {
        assert_eq!(check_file("plano.PDF", 10).unwrap(), "pdf");
        assert_eq!(check_file("plano.pdf", MAX_FILE_BYTES + 1).unwrap_err().code, "file_too_large");
        assert_eq!(check_file("LEEME", 10).unwrap_err().code, "file_no_extension");
        assert_eq!(check_file(".bashrc", 10).unwrap_err().code, "file_no_extension");
        assert_eq!(check_file("setup.exe", 10).unwrap_err().code, "file_invalid_extension");
        assert!(check_file("plano.pdf", MAX_FILE_BYTES).is_ok());
    }

    #[test]
    fn names_are_trimmed_and_refuse_separators() {
        assert_eq!(clean_name("  Planos  ").unwrap(), "Planos");
        assert!(clean_name("   ").is_err());
        assert!(clean_name("a/b").is_err());
        assert!(clean_name("..").is_err());
        assert!(clean_name(&"x".repeat(256)).is_err());
    }

    #[test]
    fn only_pdf_and_images_preview() {
        assert!(previewable(Some("pdf")));
        assert!(previewable(Some("jpg")));
        assert!(!previewable(Some("svg")));
        assert!(!previewable(Some("html")));
        assert_eq!(mime(Some("svg")), "application/octet-stream");
    }
}
