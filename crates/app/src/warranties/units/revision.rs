//! The revision (`ficha/:unitId/revision`): the unit type's checklist walked place by place, each item marked
//! complies, failure, not applicable, solved or solved in after-sales; a failure carries an issue of the item, a
//! severity and photos.

use std::collections::HashMap;

use axum::{
    extract::{multipart::MultipartRejection, Multipart, State},
    http::StatusCode,
    Json,
};
use chrono::Utc;
use platform::{context::Ctx, envelope::One, error::{IdPair, IdPath, JsonBody}, i18n::Msg, tenant::Scoped, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, Set, TransactionTrait};
use uuid::Uuid;

use super::{activity, dto::*, unit_files};
use crate::warranties::{
    can_edit, can_read,
    config::{dto::NodeLevel, nodes},
    entity::{file, node, revision, severity, unit},
    files::{self, Accept, Rule, MB},
    find_unit,
};

pub const PHOTOS: Rule = Rule { accept: Accept::Image, max_bytes: 20 * MB, max_files: 10 };

/// The unit's checklist with each item's revision.
#[utoipa::path(get, operation_id = "get_unit_revision", path = "/warranties/units/{id}/revision", tag = "warranties", params(("id" = Uuid, Path)), responses((status = 200, body = One<RevisionOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath) -> ApiResult<Json<One<RevisionOut>>> {
    can_read(&ctx)?;
    let unit = find_unit(&state.db, &ctx, id).await?;
    Ok(Json(One::new(load(&state.db, &unit).await?)))
}

/// Records one item's revision.
#[utoipa::path(put, operation_id = "put_unit_revision", path = "/warranties/units/{id}/revision/{item_id}", tag = "warranties", params(("id" = Uuid, Path), ("item_id" = Uuid, Path)), request_body = RevisionIn, responses((status = 200, body = One<RevisionOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, IdPair(id, item_id): IdPair, JsonBody(input): JsonBody<RevisionIn>) -> ApiResult<Json<One<RevisionOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let unit = find_unit(&txn, &ctx, id).await?;
    let item = item_of(&txn, &unit, item_id).await?;
    let mut v = Validator::new();
    let status = match input.status.as_deref().map(str::trim) {
        None | Some("") => {
            v.add("status", Msg::new("validation.required"));
            RevisionStatus::Complies
        }
        Some(s) => RevisionStatus::parse(s).unwrap_or_else(|| {
            v.add("status", Msg::new("validation.one_of"));
            RevisionStatus::Complies
        }),
    };
    let comment = input.comment.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(String::from);
    if let Some(c) = &comment {
        v.length("comment", c, 1, 500);
    }
    let failure = status == RevisionStatus::Failure;
    let issue_id = match input.issue_id.filter(|_| failure) {
        Some(issue) => {
            let ok = node::Entity::find().filter(node::Column::Id.eq(issue)).filter(node::Column::ParentId.eq(item.id)).count(&txn).await? > 0;
            if !ok {
                v.add("issue_id", Msg::new("warranties.issue_missing"));
            }
            Some(issue)
        }
        None => None,
    };
    let severity_id = match input.severity_id.filter(|_| failure) {
        Some(s) => {
            let ok = severity::Entity::scoped(&ctx.tenant).filter(severity::Column::Id.eq(s)).filter(severity::Column::ProjectId.eq(unit.project_id)).count(&txn).await? > 0;
            if !ok {
                v.add("severity_id", Msg::new("warranties.severity_missing"));
            }
            Some(s)
        }
        None if failure && severity::Entity::find().filter(severity::Column::ProjectId.eq(unit.project_id)).count(&txn).await? > 0 => {
            v.add("severity_id", Msg::new("validation.required"));
            None
        }
        None => None,
    };
    v.finish()?;
    let before = revision::Entity::find().filter(revision::Column::UnitId.eq(unit.id)).filter(revision::Column::ItemId.eq(item.id)).one(&txn).await?;
    let row = revision::ActiveModel {
        id: Set(before.as_ref().map_or_else(Uuid::now_v7, |b| b.id)),
        company_id: Set(ctx.company.id),
        unit_id: Set(unit.id),
        item_id: Set(item.id),
        issue_id: Set(issue_id),
        severity_id: Set(severity_id),
        status: Set(status.as_str().to_string()),
        comment: Set(comment),
        updated_by: Set(Some(ctx.user.id)),
        updated_at: Set(Utc::now()),
    };
    if before.is_some() {
        revision::Entity::update(row).exec(&txn).await?;
    } else {
        revision::Entity::insert(row).exec_without_returning(&txn).await?;
    }
    let was = before.map(|b| b.status);
    if was.as_deref() != Some(status.as_str()) {
        activity::record(&txn, &ctx, unit.id, "warranties.revision_saved", Some(serde_json::json!({"item": item.name, "status": was})), Some(serde_json::json!({"item": item.name, "status": status.as_str()}))).await?;
    }
    txn.commit().await?;
    Ok(Json(One::new(load(&state.db, &unit).await?)))
}

/// Adds photos to an item's revision (which must exist: mark the item first).
#[utoipa::path(post, operation_id = "upload_revision_photo", path = "/warranties/units/{id}/revision/{item_id}/photos", tag = "warranties", params(("id" = Uuid, Path), ("item_id" = Uuid, Path)), request_body(content = crate::warranties::config::dto::FileForm, content_type = "multipart/form-data"), responses((status = 201, body = One<Vec<FileOut>>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn photo(State(state): State<AppState>, ctx: Ctx, IdPair(id, item_id): IdPair, multipart: Result<Multipart, MultipartRejection>) -> ApiResult<(StatusCode, Json<One<Vec<FileOut>>>)> {
    can_edit(&ctx)?;
    let unit = find_unit(&state.db, &ctx, id).await?;
    item_of(&state.db, &unit, item_id).await?;
    let row = revision::Entity::find().filter(revision::Column::UnitId.eq(unit.id)).filter(revision::Column::ItemId.eq(item_id)).one(&state.db).await?.ok_or_else(|| ApiError::field("item_id", Msg::new("warranties.revision_first")))?;
    let received = files::receive(&state, multipart, &format!("units/{}/{}", ctx.company.id, unit.id), PHOTOS).await?;
    let saved = unit_files::save(&state, &ctx, &unit, "photo", unit_files::Link::Revision(row.id), None, None, &received).await?;
    Ok((StatusCode::CREATED, Json(One::new(saved))))
}

async fn item_of<C: ConnectionTrait>(db: &C, unit: &unit::Model, item_id: Uuid) -> ApiResult<node::Model> {
    let type_id = unit.unit_type_id.ok_or_else(ApiError::not_found)?;
    node::Entity::find()
        .filter(node::Column::Id.eq(item_id))
        .filter(node::Column::UnitTypeId.eq(type_id))
        .filter(node::Column::Level.eq(NodeLevel::Item.as_str()))
        .one(db)
        .await?
        .ok_or_else(ApiError::not_found)
}

/// The checklist of the unit's type with the unit's revision rows and photos.
pub async fn load<C: ConnectionTrait>(db: &C, unit: &unit::Model) -> ApiResult<RevisionOut> {
    let tree = match unit.unit_type_id {
        Some(t) => nodes::tree(db, t).await?,
        None => Vec::new(),
    };
    let rows: HashMap<Uuid, revision::Model> = revision::Entity::find().filter(revision::Column::UnitId.eq(unit.id)).all(db).await?.into_iter().map(|r| (r.item_id, r)).collect();
    let mut photos: HashMap<Uuid, Vec<FileOut>> = HashMap::new();
    for f in file::Entity::find().filter(file::Column::UnitId.eq(unit.id)).filter(file::Column::Kind.eq("photo")).all(db).await? {
        if let Some(r) = f.revision_id {
            photos.entry(r).or_default().push(unit_files::out(&f));
        }
    }
    let mut summary = RevisionSummary { complies: 0, failure: 0, not_applicable: 0, solved: 0, solved_after_sales: 0, pending: 0 };
    let areas = tree
        .into_iter()
        .map(|area| AreaOut {
            id: area.id,
            name: area.name,
            places: area
                .children
                .into_iter()
                .map(|place| PlaceOut {
                    id: place.id,
                    name: place.name,
                    items: place
                        .children
                        .into_iter()
                        .map(|item| {
                            let revision = rows.get(&item.id).map(|r| ItemRevision {
                                status: RevisionStatus::parse(&r.status).unwrap_or(RevisionStatus::Complies),
                                issue_id: r.issue_id,
                                severity_id: r.severity_id,
                                comment: r.comment.clone(),
                                photos: photos.remove(&r.id).unwrap_or_default(),
                            });
                            match revision.as_ref().map(|r| r.status) {
                                None => summary.pending += 1,
                                Some(RevisionStatus::Complies) => summary.complies += 1,
                                Some(RevisionStatus::Failure) => summary.failure += 1,
                                Some(RevisionStatus::NotApplicable) => summary.not_applicable += 1,
                                Some(RevisionStatus::Solved) => summary.solved += 1,
                                Some(RevisionStatus::SolvedAfterSales) => summary.solved_after_sales += 1,
                            }
                            ItemOut { id: item.id, name: item.name, issues: item.children.into_iter().map(|i| IssueRef { id: i.id, name: i.name, severity_id: i.severity_id }).collect(), revision }
                        })
                        .collect(),
                })
                .collect(),
        })
        .collect();
    Ok(RevisionOut { summary, areas })
}
