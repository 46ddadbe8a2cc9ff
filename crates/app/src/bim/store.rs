//! Loading models and files within the caller's company and projects (anything else is 404), and the view of a
//! model with its files.

use platform::{context::Ctx, i18n::Msg, ids::ProjectId, tenant::Scoped, ApiError, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde_json::Value;
use uuid::Uuid;

use super::{
    dto::{BimFileOut, BimModelOut},
    entity::{file, model},
    state::State,
};

pub fn not_found() -> ApiError {
    ApiError::not_found().with_message(Msg::new("bim.not_found"))
}

/// The model, if it belongs to the caller's company and one of their projects.
pub async fn model<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<model::Model> {
    let row = model::Entity::scoped(&ctx.tenant).filter(model::Column::Id.eq(id)).one(db).await?.ok_or_else(not_found)?;
    ctx.assigned_project(ProjectId(row.project_id)).map_err(|_| not_found())?;
    Ok(row)
}

/// The file and its model, under the same rule.
pub async fn file<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<(file::Model, model::Model)> {
    let row = file::Entity::scoped(&ctx.tenant).filter(file::Column::Id.eq(id)).one(db).await?.ok_or_else(not_found)?;
    let parent = model(db, ctx, row.model_id).await?;
    Ok((row, parent))
}

pub async fn files<C: ConnectionTrait>(db: &C, model_ids: &[Uuid]) -> ApiResult<Vec<file::Model>> {
    Ok(file::Entity::find().filter(file::Column::ModelId.is_in(model_ids.iter().copied())).order_by_asc(file::Column::CreatedAt).all(db).await?)
}

pub async fn view<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: model::Model) -> ApiResult<BimModelOut> {
    let files = files(db, &[row.id]).await?;
    Ok(out(ctx, row, files))
}

pub fn out(ctx: &Ctx, row: model::Model, files: Vec<file::Model>) -> BimModelOut {
    let states: Vec<State> = files.iter().map(|f| State::parse(&f.state).unwrap_or(State::Failed)).collect();
    let state = states.iter().copied().min_by_key(|s| s.order()).unwrap_or(State::Uploaded);
    let busy: Vec<&file::Model> = files.iter().filter(|f| State::parse(&f.state).is_some_and(State::busy)).collect();
    let progress = match state {
        State::Available => 100,
        _ if busy.is_empty() => 0,
        _ => busy.iter().map(|f| f.progress).sum::<i32>() / busy.len() as i32,
    };
    BimModelOut {
        id: row.id,
        project_id: row.project_id,
        model_name: row.name,
        model_id: row.code,
        state: state.as_str().into(),
        progress,
        concrete: row.concrete,
        files: files.into_iter().map(|f| file_out(ctx, f)).collect(),
        created_at: row.created_at,
        updated_at: row.updated_at,
        version: row.version,
    }
}

fn file_out(ctx: &Ctx, f: file::Model) -> BimFileOut {
    let error = f.error_code.as_deref().map(|code| reason(code, f.error_detail.as_deref()).render(ctx.locale));
    BimFileOut { id: f.id, name: f.name, size: f.size, state: f.state, progress: f.progress, error, schema: f.schema, stage: f.stage, elements: f.elements, created_at: f.created_at, processed_at: f.processed_at }
}

/// The failure's sentence: its code picks the message, the stored detail (`{line, detail, schema}`) fills it.
pub fn reason(code: &str, detail: Option<&str>) -> Msg {
    let detail: Value = detail.and_then(|d| serde_json::from_str(d).ok()).unwrap_or_default();
    let text = |key: &str| detail[key].as_str().map(str::to_string).or_else(|| detail[key].as_u64().map(|n| n.to_string())).unwrap_or_default();
    let key = match code {
        "empty" => "bim.error.empty",
        "not_step" => "bim.error.not_step",
        "schema" => "bim.error.schema",
        "truncated" => "bim.error.truncated",
        "syntax" => "bim.error.syntax",
        "zip" => "bim.error.zip",
        "storage" => "bim.error.storage",
        _ => "bim.error.internal",
    };
    Msg::new(key).arg("line", text("line")).arg("detail", text("detail")).arg("schema", text("schema"))
}
