//! `POST /api/user-imports/{id}/check` (the summary: every row checked, nothing written) and
//! `POST /api/user-imports/{id}/commit` (checked again, then every user written in one transaction, or none).

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::Msg,
    tenant::Scoped,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{
    check::{self, Candidate},
    dto::*,
    entity,
    history::import_out,
    plan,
    source::{Format, RowSource, Spreadsheet},
    write,
};
use crate::config::users::policy_manage;

fn not_draft() -> ApiError {
    ApiError::field("id", Msg::new("import.not_draft"))
}

/// Reads the draft's file and checks the plan and every row.
async fn evaluate<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &entity::Model, input: ImportPlan) -> ApiResult<(CheckOut, Vec<Candidate>, bool)> {
    let format = Format::of(&row.file_name).ok_or_else(|| ApiError::field("file", Msg::new("import.format")))?;
    let table = Spreadsheet { bytes: &row.file_data, format }.read()?;
    let invite = input.send_invitations.unwrap_or(true);
    let plan = plan::check(db, ctx, input, table.headers.len()).await?;
    let (out, candidates) = check::rows(db, ctx, &table, &plan).await?;
    Ok((out, candidates, invite))
}

async fn draft<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<entity::Model> {
    let row = entity::Entity::scoped(&ctx.tenant).filter(entity::Column::Id.eq(id)).one(db).await?.ok_or_else(ApiError::not_found)?;
    if row.status != "draft" {
        return Err(not_draft());
    }
    Ok(row)
}

/// The summary step: what would be created and every error by row. Writes no user (only the draft's error count,
/// which the history shows).
#[utoipa::path(post, operation_id = "check_user_import", path = "/user-imports/{id}/check", tag = "config", params(("id" = Uuid, Path)), request_body = ImportPlan, responses((status = 200, body = One<CheckOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn check(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ImportPlan>) -> ApiResult<Json<One<CheckOut>>> {
    policy_manage(&ctx)?;
    let row = draft(&state.db, &ctx, id).await?;
    let (out, _, _) = evaluate(&state.db, &ctx, &row, input).await?;
    // The history shows how the draft stands.
    entity::Entity::update_many().col_expr(entity::Column::ErrorCount, Expr::value(out.error_count as i32)).filter(entity::Column::Id.eq(id)).exec(&state.db).await?;
    Ok(Json(One::new(out)))
}

/// Confirms the summary: every row is checked again and, if none fails, all users are created in one transaction.
/// Rows with errors end the import as `failed` (a corrected file is a new import); a refusal for the user limit
/// leaves it a draft that can be confirmed once more users are allowed.
#[utoipa::path(post, operation_id = "commit_user_import", path = "/user-imports/{id}/commit", tag = "config", params(("id" = Uuid, Path)), request_body = ImportPlan, responses((status = 200, body = One<ImportOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn commit(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ImportPlan>) -> ApiResult<Json<One<ImportOut>>> {
    policy_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let row = draft(&txn, &ctx, id).await?;
    // Claims the draft first, so two confirmations of the same import cannot both write.
    let claimed = entity::Entity::update_many()
        .col_expr(entity::Column::Status, Expr::value("completed"))
        .filter(entity::Column::Id.eq(id))
        .filter(entity::Column::Status.eq("draft"))
        .exec(&txn)
        .await?;
    if claimed.rows_affected != 1 {
        return Err(not_draft());
    }
    let (out, candidates, invite) = evaluate(&txn, &ctx, &row, input).await?;
    if out.error_count > 0 {
        drop(txn);
        // The file cannot get better: the import is over, and a corrected file is a new import.
        entity::Entity::update_many()
            .col_expr(entity::Column::Status, Expr::value("failed"))
            .col_expr(entity::Column::ErrorCount, Expr::value(out.error_count as i32))
            .col_expr(entity::Column::FinishedAt, Expr::value(Utc::now()))
            .filter(entity::Column::Id.eq(id))
            .exec(&state.db)
            .await?;
        let mut e = ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "import_invalid", "import.has_errors");
        e.message = Msg::new("import.has_errors").arg("count", out.error_count);
        return Err(e);
    }
    let created = write::users(&txn, &state, &ctx, &candidates, invite).await?;
    let now = Utc::now();
    entity::Entity::update_many()
        .col_expr(entity::Column::CreatedCount, Expr::value(created as i32))
        .col_expr(entity::Column::ErrorCount, Expr::value(0))
        .col_expr(entity::Column::FinishedAt, Expr::value(now))
        .filter(entity::Column::Id.eq(id))
        .exec(&txn)
        .await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "user_import.completed", entity: "user_import", entity_id: Some(id), after: Some(json!({"file": row.file_name, "created": created})), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    txn.commit().await?;
    let done = entity::Entity::scoped(&ctx.tenant).filter(entity::Column::Id.eq(id)).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let message = Msg::new("import.done").arg("count", created).render(ctx.locale);
    Ok(Json(One::new(import_out(done.into(), Some(&ctx.user))).with_message(message)))
}
