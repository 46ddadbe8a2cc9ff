//! Writing and reading the history of an activity (SPEC §9: the screen shows the last 50 records).

use axum::{extract::State, Json};
use chrono::{NaiveDate, Utc};
use platform::{
    context::Ctx,
    entities::user,
    envelope::{ListQuery, Page},
    error::IdPath,
    ids::new_id,
    ApiResult, AppState,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};
use serde_json::Value;
use uuid::Uuid;

use super::dto::ActivityRecordOut;
use crate::quality::{can_read, entity::record, find_activity};

/// How many records the history shows.
pub const HISTORY: u64 = 50;

pub struct NewRecord<'a> {
    pub kind: &'a str,
    pub progress: Option<f64>,
    pub recorded_on: NaiveDate,
    pub note: Option<String>,
    pub changes: Option<Value>,
}

pub async fn write<C: ConnectionTrait>(db: &C, ctx: &Ctx, activity: Uuid, r: NewRecord<'_>) -> ApiResult<()> {
    record::Entity::insert(record::ActiveModel {
        id: Set(new_id()),
        company_id: Set(ctx.company.id),
        activity_id: Set(activity),
        kind: Set(r.kind.to_string()),
        progress: Set(r.progress),
        recorded_on: Set(r.recorded_on),
        note: Set(r.note),
        changes: Set(r.changes.map(|c| c.to_string())),
        user_id: Set(ctx.actor()),
        created_at: Set(Utc::now()),
    })
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// The last 50 records of an activity, newest first.
#[utoipa::path(get, operation_id = "activity_history", path = "/quality/activities/{id}/history", tag = "quality", params(("id" = Uuid, Path)), responses((status = 200, body = Page<ActivityRecordOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn history(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<Page<ActivityRecordOut>>> {
    can_read(&ctx)?;
    find_activity(&state.db, &ctx, id).await?;
    let rows = record::Entity::find().filter(record::Column::ActivityId.eq(id)).order_by_desc(record::Column::CreatedAt).order_by_desc(record::Column::Id).limit(HISTORY).all(&state.db).await?;
    let users: Vec<Uuid> = rows.iter().filter_map(|r| r.user_id).collect();
    let names: std::collections::HashMap<Uuid, String> = user::Entity::find().filter(user::Column::Id.is_in(users)).all(&state.db).await?.into_iter().map(|u| (u.id, format!("{} {}", u.first_name, u.last_name).trim().to_string())).collect();
    let data: Vec<ActivityRecordOut> = rows
        .into_iter()
        .map(|r| ActivityRecordOut {
            user_name: r.user_id.and_then(|u| names.get(&u).cloned()),
            changes: r.changes.as_deref().and_then(|c| serde_json::from_str(c).ok()),
            id: r.id,
            kind: r.kind,
            progress: r.progress,
            recorded_on: r.recorded_on,
            note: r.note,
            created_at: r.created_at,
        })
        .collect();
    let total = data.len() as u64;
    let query = ListQuery { rows_per_page: Some(HISTORY), ..Default::default() };
    Ok(Json(Page::new(data, &query, total)))
}
