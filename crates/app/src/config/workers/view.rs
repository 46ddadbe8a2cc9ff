//! Worker rows with their projects.

use std::collections::HashMap;

use platform::{context::Ctx, entities::project, tenant::Scoped, ApiResult};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::{dto::WorkerOut, entity::{worker, worker_project}, rules};
use crate::auth::me::NamedRef;

pub async fn many<C: ConnectionTrait>(db: &C, ctx: &Ctx, rows: Vec<worker::Model>) -> ApiResult<Vec<WorkerOut>> {
    let names: HashMap<Uuid, String> = project::Entity::scoped(&ctx.tenant).select_only().columns([project::Column::Id, project::Column::Name]).into_tuple().all(db).await?.into_iter().collect();
    let ids: Vec<Uuid> = rows.iter().map(|w| w.id).collect();
    let links: Vec<(Uuid, Uuid)> = worker_project::Entity::scoped(&ctx.tenant)
        .filter(worker_project::Column::WorkerId.is_in(ids))
        .select_only()
        .columns([worker_project::Column::WorkerId, worker_project::Column::ProjectId])
        .into_tuple()
        .all(db)
        .await?;
    let mut projects: HashMap<Uuid, Vec<NamedRef>> = HashMap::new();
    for (w, p) in links {
        if let Some(name) = names.get(&p) {
            projects.entry(w).or_default().push(NamedRef { id: p, name: name.clone() });
        }
    }
    let kind = rules::id_kind(&ctx.company.country);
    Ok(rows
        .into_iter()
        .map(|w| WorkerOut {
            projects: projects.remove(&w.id).unwrap_or_default(),
            id: w.id,
            first_name: w.first_name,
            last_name: w.last_name,
            national_id: w.national_id,
            id_kind: kind.into(),
            contractor: w.contractor,
            position: w.position,
            active: w.active,
            version: w.version,
            created_at: w.created_at,
        })
        .collect())
}

pub async fn find<C: ConnectionTrait>(db: &C, ctx: &Ctx, id: Uuid) -> ApiResult<worker::Model> {
    worker::Entity::scoped(&ctx.tenant).filter(worker::Column::Id.eq(id)).one(db).await?.ok_or_else(platform::ApiError::not_found)
}

/// Makes `projects` the worker's projects.
pub async fn set_projects<C: ConnectionTrait>(db: &C, ctx: &Ctx, worker_id: Uuid, projects: &[Uuid]) -> ApiResult<()> {
    worker_project::Entity::delete_many().filter(worker_project::Column::WorkerId.eq(worker_id)).exec(db).await?;
    if !projects.is_empty() {
        let rows = projects.iter().map(|p| worker_project::ActiveModel { worker_id: sea_orm::Set(worker_id), project_id: sea_orm::Set(*p), company_id: sea_orm::Set(ctx.company.id) });
        worker_project::Entity::insert_many(rows).exec_without_returning(db).await?;
    }
    Ok(())
}
