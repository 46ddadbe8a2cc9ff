//! `POST /api/user-imports`: a spreadsheet in, its columns out. The file is kept as a draft import; nothing else
//! is written until the summary is confirmed.

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::StatusCode,
    Json,
};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, i18n::Msg, ids::new_id, ApiError, ApiResult, AppState};
use sea_orm::{EntityTrait, Set};

use super::{dto::*, entity, history::import_out, source::{Format, RowSource, Spreadsheet, Table}};
use crate::config::users::policy_manage;

/// Files above this are refused with a field error (the route's body limit is a little higher).
pub const MAX_BYTES: usize = 10 * 1024 * 1024;

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct UploadForm {
    /// An .xlsx or .csv file of at most 10 MB; the first non-blank row names the columns.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// Uploads the file of a new import and answers its columns, sample rows and a suggested mapping.
#[utoipa::path(post, operation_id = "upload_user_import", path = "/user-imports", tag = "config", request_body(content = UploadForm, content_type = "multipart/form-data"), responses((status = 201, body = One<UploadOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn upload(State(state): State<AppState>, ctx: Ctx, form: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<UploadOut>>)> {
    policy_manage(&ctx)?;
    // Not a multipart body at all: the same 422 as a form without its file.
    let Ok(mut form) = form else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    let mut file = None;
    while let Some(field) = form.next_field().await.map_err(|_| ApiError::field("file", Msg::new("import.unreadable")))? {
        if field.name() == Some("file") {
            let name = field.file_name().unwrap_or_default().to_string();
            let content_type = field.content_type().unwrap_or("application/octet-stream").to_string();
            let bytes = field.bytes().await.map_err(|_| ApiError::field("file", Msg::new("validation.max_file_size").arg("max", "10 MB")))?;
            file = Some((name, content_type, bytes));
        }
    }
    let Some((name, content_type, bytes)) = file else { return Err(ApiError::field("file", Msg::new("validation.required"))) };
    if bytes.len() > MAX_BYTES {
        return Err(ApiError::field("file", Msg::new("validation.max_file_size").arg("max", "10 MB")));
    }
    let Some(format) = Format::of(&name) else { return Err(ApiError::field("file", Msg::new("import.format"))) };
    let table = Spreadsheet { bytes: &bytes, format }.read()?;
    let row = entity::Entity::insert(entity::ActiveModel {
        id: Set(new_id()),
        company_id: Set(ctx.company.id),
        user_id: Set(Some(ctx.user.id)),
        source: Set("file".into()),
        file_name: Set(name.chars().take(200).collect()),
        content_type: Set(content_type),
        file_data: Set(bytes.to_vec()),
        status: Set("draft".into()),
        rows_total: Set(table.rows.len() as i32),
        created_count: Set(0),
        error_count: Set(0),
        created_at: Set(Utc::now()),
        finished_at: Set(None),
    })
    .exec_with_returning(&state.db)
    .await?;
    let out = UploadOut {
        import: import_out(row.into(), Some(&ctx.user)),
        sample: table.rows.iter().take(5).map(|(_, cells)| cells.iter().map(|c| c.text.clone()).collect()).collect(),
        suggested: suggest(&table),
        columns: table.headers,
    };
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Guesses the mapping from header names in Spanish, Portuguese and English.
pub fn suggest(table: &Table) -> Mapping {
    let find = |names: &[&str]| {
        table.headers.iter().position(|h| {
            let h = h.trim().to_lowercase();
            names.iter().any(|n| h == *n)
        })
    };
    Mapping {
        first_name: find(&["nombre", "nombres", "nome", "first name", "first_name", "primer nombre"]),
        last_name: find(&["apellido", "apellidos", "sobrenome", "last name", "last_name"]),
        username: find(&["usuario", "nombre de usuario", "usuário", "nome de usuário", "username", "user"]),
        email: find(&["correo", "correo electrónico", "email", "e-mail", "mail"]),
        position: find(&["cargo", "position", "puesto"]),
        profile: find(&["perfil", "rol", "role", "profile", "papel"]),
    }
}
