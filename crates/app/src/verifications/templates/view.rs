//! Templates as the API shows them: with their activity type's name, their items in order and their plans.

use std::collections::HashMap;

use platform::ApiResult;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use uuid::Uuid;

use super::dto::*;
use crate::{
    quality::entity::value,
    verifications::entity::{plan, template, template_item},
};

pub fn plan_out(p: &plan::Model) -> VerificationPlanOut {
    VerificationPlanOut { id: p.id, template_id: p.template_id, activity_id: p.activity_id, name: p.name.clone(), content_type: p.content_type.clone(), size: p.size, created_at: p.created_at, url: format!("/api/verifications/plans/{}/content", p.id) }
}

/// The template's items in order.
pub async fn items<C: ConnectionTrait>(db: &C, template: Uuid) -> ApiResult<Vec<template_item::Model>> {
    Ok(template_item::Entity::find().filter(template_item::Column::TemplateId.eq(template)).order_by_asc(template_item::Column::Position).order_by_asc(template_item::Column::Id).all(db).await?)
}

/// Rows as the list shows them (item counts, no items); `suggested` holds the activity types to mark.
pub async fn many<C: ConnectionTrait>(db: &C, rows: Vec<template::Model>, suggested: &[Uuid]) -> ApiResult<Vec<VerificationTemplateOut>> {
    let ids: Vec<Uuid> = rows.iter().map(|t| t.id).collect();
    let values: Vec<Uuid> = rows.iter().filter_map(|t| t.value_id).collect();
    let names: HashMap<Uuid, String> = if values.is_empty() { HashMap::new() } else { value::Entity::find().filter(value::Column::Id.is_in(values)).all(db).await?.into_iter().map(|v| (v.id, v.name)).collect() };
    let counts: HashMap<Uuid, i64> = if ids.is_empty() {
        HashMap::new()
    } else {
        template_item::Entity::find()
            .select_only()
            .column(template_item::Column::TemplateId)
            .column_as(template_item::Column::Id.count(), "n")
            .filter(template_item::Column::TemplateId.is_in(ids))
            .group_by(template_item::Column::TemplateId)
            .into_tuple::<(Uuid, i64)>()
            .all(db)
            .await?
            .into_iter()
            .collect()
    };
    Ok(rows
        .into_iter()
        .map(|t| VerificationTemplateOut {
            value_name: t.value_id.and_then(|v| names.get(&v).cloned()),
            items_count: counts.get(&t.id).copied().unwrap_or(0).max(0) as u32,
            suggested: t.value_id.is_some_and(|v| suggested.contains(&v)),
            id: t.id,
            name: t.name,
            value_id: t.value_id,
            version: t.version,
            items: Vec::new(),
            plans: Vec::new(),
        })
        .collect())
}

/// One template with its items and plans.
pub async fn one<C: ConnectionTrait>(db: &C, row: template::Model) -> ApiResult<VerificationTemplateOut> {
    let id = row.id;
    let mut out = many(db, vec![row], &[]).await?.pop().ok_or_else(platform::ApiError::not_found)?;
    out.items = items(db, id).await?.into_iter().map(|i| VerificationTemplateItemOut { id: i.id, position: i.position, text: i.text, requires_photo: i.requires_photo }).collect();
    out.plans = plan::Entity::find().filter(plan::Column::TemplateId.eq(id)).order_by_asc(plan::Column::CreatedAt).all(db).await?.iter().map(plan_out).collect();
    Ok(out)
}
