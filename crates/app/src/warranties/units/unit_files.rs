//! Certificates (PDF only, at most 100 per unit, 20 MB each, with who delivered them and when) and general files
//! (20 MB each) of a unit (`ficha/:unitId/archivos`, SPEC §5, §9).

use axum::{
    extract::{multipart::MultipartRejection, Multipart, Query, State},
    http::StatusCode,
    Json,
};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::IdPath, i18n::Msg, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::Deserialize;
use uuid::Uuid;

use super::{activity, dto::*};
use crate::warranties::{
    can_edit, can_read,
    entity::{file, unit},
    files::{self, Accept, Received, Rule, MB},
    find_unit,
};

/// SPEC §5: up to 100 certificates of 20 MB each.
pub const MAX_CERTIFICATES: u64 = 100;
const CERTIFICATE: Rule = Rule { accept: Accept::Pdf, max_bytes: 20 * MB, max_files: MAX_CERTIFICATES as usize };
const GENERAL: Rule = Rule { accept: Accept::Any, max_bytes: 20 * MB, max_files: 20 };

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct KindQuery {
    /// certificate or general; both when absent.
    pub kind: Option<String>,
}

/// The upload form (multipart/form-data), for the OpenAPI description.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct UnitFilesForm {
    /// certificate (PDF only) or general.
    kind: String,
    /// Who delivered the certificates (at most 120 characters).
    delivered_by: Option<String>,
    /// `YYYY-MM-DD`.
    delivered_on: Option<String>,
    /// One or more files, 20 MB each.
    #[schema(value_type = Vec<String>, format = Binary)]
    file: Vec<Vec<u8>>,
}

/// The unit's certificates and general files.
#[utoipa::path(get, operation_id = "list_unit_files", path = "/warranties/units/{id}/files", tag = "warranties", params(("id" = Uuid, Path), KindQuery), responses((status = 200, body = One<Vec<FileOut>>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, Query(q): Query<KindQuery>) -> ApiResult<Json<One<Vec<FileOut>>>> {
    can_read(&ctx)?;
    find_unit(&state.db, &ctx, id).await?;
    let kinds: Vec<&str> = match q.kind.as_deref() {
        Some("certificate") => vec!["certificate"],
        Some("general") => vec!["general"],
        _ => vec!["certificate", "general"],
    };
    let rows = file::Entity::find().filter(file::Column::UnitId.eq(id)).filter(file::Column::Kind.is_in(kinds)).order_by_asc(file::Column::CreatedAt).all(&state.db).await?;
    Ok(Json(One::new(rows.iter().map(out).collect())))
}

/// Uploads certificates or general files (multipart: `kind`, `delivered_by`, `delivered_on`, one or more `file`).
#[utoipa::path(post, operation_id = "upload_unit_files", path = "/warranties/units/{id}/files", tag = "warranties", params(("id" = Uuid, Path)), request_body(content = UnitFilesForm, content_type = "multipart/form-data"), responses((status = 201, body = One<Vec<FileOut>>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn upload(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<Vec<FileOut>>>)> {
    can_edit(&ctx)?;
    let unit = find_unit(&state.db, &ctx, id).await?;
    // The kind decides the rule, and it may come after the files in the form: certificates are checked the
    // strictest way first, and a general form is read with its own rule.
    let prefix = format!("units/{}/{}", ctx.company.id, unit.id);
    let general = Rule { accept: Accept::Any, ..CERTIFICATE };
    let received = files::receive(&state, multipart, &prefix, general).await?;
    let kind = received.text("kind").unwrap_or("general").to_string();
    let rule = match kind.as_str() {
        "certificate" => CERTIFICATE,
        "general" => GENERAL,
        _ => {
            received.discard(&state).await;
            return Err(ApiError::field("kind", Msg::new("validation.one_of")));
        }
    };
    if let Err(err) = check(&state, &unit, &received, &kind, rule).await {
        received.discard(&state).await;
        return Err(err);
    }
    let mut v = Validator::new();
    let delivered_by = received.text("delivered_by").map(String::from);
    if let Some(d) = &delivered_by {
        v.length("delivered_by", d, 1, 120);
    }
    let delivered_on = received.text("delivered_on").and_then(|d| v.date("delivered_on", d));
    if let Err(err) = v.finish() {
        received.discard(&state).await;
        return Err(err);
    }
    let saved = save(&state, &ctx, &unit, &kind, Link::None, delivered_by, delivered_on, &received).await?;
    Ok((StatusCode::CREATED, Json(One::new(saved))))
}

/// The kind's own rule on what was received: certificates are PDF and at most 100 per unit.
async fn check(state: &AppState, unit: &unit::Model, received: &Received, kind: &str, rule: Rule) -> ApiResult<()> {
    if received.files.len() > rule.max_files {
        return Err(ApiError::field("file", Msg::new("validation.max_items").arg("max", rule.max_files)));
    }
    if kind == "certificate" {
        if received.files.iter().any(|f| f.sniffed != Some("application/pdf")) {
            return Err(ApiError::field("file", Msg::new("warranties.pdf_only")));
        }
        let have = file::Entity::find().filter(file::Column::UnitId.eq(unit.id)).filter(file::Column::Kind.eq("certificate")).count(&state.db).await?;
        if have + received.files.len() as u64 > MAX_CERTIFICATES {
            return Err(ApiError::field("file", Msg::new("warranties.certificates_limit").arg("max", MAX_CERTIFICATES)));
        }
    }
    Ok(())
}

/// What a file belongs to besides its unit.
#[derive(Clone, Copy)]
pub enum Link {
    None,
    Revision(Uuid),
    Failure(Uuid),
}

/// Records the received files in one transaction; if it fails, the stored objects are removed.
#[allow(clippy::too_many_arguments)]
pub async fn save(state: &AppState, ctx: &Ctx, unit: &unit::Model, kind: &str, link: Link, delivered_by: Option<String>, delivered_on: Option<chrono::NaiveDate>, received: &Received) -> ApiResult<Vec<FileOut>> {
    let result: ApiResult<Vec<FileOut>> = async {
        let txn = state.db.begin_with_options(platform::db::WRITE).await?;
        let mut rows = Vec::new();
        for f in &received.files {
            let row = file::Entity::insert(file::ActiveModel {
                id: Set(Uuid::now_v7()),
                company_id: Set(ctx.company.id),
                unit_id: Set(unit.id),
                kind: Set(kind.to_string()),
                revision_id: Set(match link { Link::Revision(id) => Some(id), _ => None }),
                failure_id: Set(match link { Link::Failure(id) => Some(id), _ => None }),
                name: Set(f.name.clone()),
                object_key: Set(f.key.clone()),
                content_type: Set(f.mime.clone()),
                size: Set(f.size as i64),
                sha256: Set(f.sha256.clone()),
                delivered_by: Set(delivered_by.clone()),
                delivered_on: Set(delivered_on),
                uploaded_by: Set(Some(ctx.user.id)),
                created_at: Set(Utc::now()),
            })
            .exec_with_returning(&txn)
            .await?;
            rows.push(out(&row));
        }
        let names: Vec<&str> = received.files.iter().map(|f| f.name.as_str()).collect();
        activity::record(&txn, ctx, unit.id, "warranties.files_added", None, Some(serde_json::json!({"kind": kind, "names": names}))).await?;
        txn.commit().await?;
        Ok(rows)
    }
    .await;
    if result.is_err() {
        received.discard(state).await;
    }
    result
}

pub fn out(f: &file::Model) -> FileOut {
    FileOut { id: f.id, kind: f.kind.clone(), name: f.name.clone(), size: f.size, content_type: f.content_type.clone(), delivered_by: f.delivered_by.clone(), delivered_on: f.delivered_on, created_at: f.created_at, url: format!("/api/warranties/files/{}/content", f.id) }
}

/// The storage keys of a unit's files (removed after the unit is).
pub async fn keys_of<C: ConnectionTrait>(db: &C, unit: Uuid) -> ApiResult<Vec<String>> {
    Ok(file::Entity::find().select_only().column(file::Column::ObjectKey).filter(file::Column::UnitId.eq(unit)).into_tuple().all(db).await?)
}
