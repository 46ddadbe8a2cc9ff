//! 4D-lite: activities linked to the BIM elements they build (by picking elements in the viewer, or by a rule on
//! class, storey or property), and the model coloured by the progress of those activities on a date, so a date
//! slider replays the work. An element's progress on a date is its activity's last progress record up to it; an
//! element built by several activities shows the least advanced.

use std::collections::HashMap;

use axum::{extract::State, Json};
use chrono::{NaiveDate, Utc};
use platform::{context::Ctx, envelope::One, error::{IdPath, JsonBody, QueryParams}, i18n::Msg, tenant::Scoped, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{can_edit, can_read, entity::{activity, activity_element, record}, find_activity};
use crate::bim::{entity::{element, model as bim_model}, filter};

/// At most this many elements per request.
const MAX_IDS: usize = 20_000;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ElementsIn {
    pub model_id: Option<Uuid>,
    #[serde(default)]
    pub global_ids: Vec<String>,
    /// add (default), remove or replace (the activity's links to this model become exactly these).
    pub mode: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ElementRuleIn {
    pub model_id: Option<Uuid>,
    /// IFC class, e.g. `IfcSlab`.
    pub class: Option<String>,
    /// Storey name, e.g. `Nivel 1`.
    pub storey: Option<String>,
    /// A property `Name` or `Set.Name`, with `value` when given.
    pub property: Option<String>,
    pub value: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ActivityElementsOut {
    pub model_id: Uuid,
    pub global_ids: Vec<String>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ModelQuery {
    #[serde(rename = "modelId")]
    #[param(rename = "modelId")]
    pub model_id: Option<Uuid>,
    /// `YYYY-MM-DD` (default today): the progress recorded up to this day.
    pub date: Option<String>,
}

async fn model_of<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, id: Option<Uuid>) -> ApiResult<bim_model::Model> {
    let Some(id) = id else { return Err(ApiError::field("model_id", Msg::new("validation.required"))) };
    let row = bim_model::Entity::find().filter(bim_model::Column::CompanyId.eq(ctx.company.id)).filter(bim_model::Column::Id.eq(id)).one(db).await?;
    row.filter(|m| m.project_id == project).ok_or_else(|| ApiError::field("model_id", Msg::new("validation.one_of")))
}

async fn linked<C: ConnectionTrait>(db: &C, activity: Uuid, model: Uuid) -> ApiResult<Vec<String>> {
    Ok(activity_element::Entity::find().select_only().column(activity_element::Column::GlobalId).filter(activity_element::Column::ActivityId.eq(activity)).filter(activity_element::Column::ModelId.eq(model)).order_by_asc(activity_element::Column::GlobalId).into_tuple().all(db).await?)
}

async fn add<C: ConnectionTrait>(db: &C, activity: Uuid, model: Uuid, ids: Vec<String>) -> ApiResult<()> {
    let have: std::collections::HashSet<String> = linked(db, activity, model).await?.into_iter().collect();
    let new: Vec<activity_element::ActiveModel> = ids.into_iter().filter(|g| !have.contains(g)).collect::<std::collections::BTreeSet<_>>().into_iter().map(|g| activity_element::ActiveModel { activity_id: Set(activity), model_id: Set(model), global_id: Set(g) }).collect();
    for chunk in new.chunks(1000) {
        activity_element::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    Ok(())
}

/// The elements of a model an activity is linked to.
#[utoipa::path(get, operation_id = "activity_elements", path = "/quality/activities/{id}/elements", tag = "quality", params(("id" = Uuid, Path), ModelQuery), responses((status = 200, body = One<ActivityElementsOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn elements(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, QueryParams(q): QueryParams<ModelQuery>) -> ApiResult<Json<One<ActivityElementsOut>>> {
    can_read(&ctx)?;
    let a = find_activity(&state.db, &ctx, id).await?;
    let model = model_of(&state.db, &ctx, a.project_id, q.model_id).await?;
    Ok(Json(One::new(ActivityElementsOut { model_id: model.id, global_ids: linked(&state.db, id, model.id).await? })))
}

/// Links elements picked in the viewer to an activity (or unlinks them).
#[utoipa::path(put, operation_id = "link_activity_elements", path = "/quality/activities/{id}/elements", tag = "quality", params(("id" = Uuid, Path)), request_body = ElementsIn, responses((status = 200, body = One<ActivityElementsOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn link_elements(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ElementsIn>) -> ApiResult<Json<One<ActivityElementsOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let a = find_activity(&txn, &ctx, id).await?;
    let model = model_of(&txn, &ctx, a.project_id, input.model_id).await?;
    let mut v = Validator::new();
    let mode = input.mode.as_deref().unwrap_or("add");
    v.one_of("mode", mode, &["add", "remove", "replace"]);
    v.items("global_ids", input.global_ids.len(), 0, MAX_IDS);
    v.finish()?;
    let ids: Vec<String> = input.global_ids.iter().map(|g| g.trim().to_string()).filter(|g| !g.is_empty() && g.len() <= 64).collect();
    // Only elements the model has.
    let mut known: Vec<String> = Vec::new();
    for chunk in ids.chunks(500) {
        known.extend(element::Entity::find().select_only().column(element::Column::GlobalId).filter(element::Column::ModelId.eq(model.id)).filter(element::Column::GlobalId.is_in(chunk.to_vec())).into_tuple::<String>().all(&txn).await?);
    }
    if known.len() < ids.iter().collect::<std::collections::HashSet<_>>().len() && mode != "remove" {
        return Err(ApiError::field("global_ids", Msg::new("bim.element_not_found")));
    }
    if mode != "add" {
        let mut delete = activity_element::Entity::delete_many().filter(activity_element::Column::ActivityId.eq(id)).filter(activity_element::Column::ModelId.eq(model.id));
        if mode == "remove" {
            delete = delete.filter(activity_element::Column::GlobalId.is_in(ids.clone()));
        }
        delete.exec(&txn).await?;
    }
    if mode != "remove" {
        add(&txn, id, model.id, known).await?;
    }
    let out = ActivityElementsOut { model_id: model.id, global_ids: linked(&txn, id, model.id).await? };
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// Links every element of a model matching a rule (class, storey, property and value) to an activity.
#[utoipa::path(post, operation_id = "link_activity_elements_by_rule", path = "/quality/activities/{id}/elements/rule", tag = "quality", params(("id" = Uuid, Path)), request_body = ElementRuleIn, responses((status = 200, body = One<ActivityElementsOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn link_by_rule(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<ElementRuleIn>) -> ApiResult<Json<One<ActivityElementsOut>>> {
    can_edit(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let a = find_activity(&txn, &ctx, id).await?;
    let model = model_of(&txn, &ctx, a.project_id, input.model_id).await?;
    let text = |s: &Option<String>| s.as_deref().map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
    let (class, storey, property, value) = (text(&input.class), text(&input.storey), text(&input.property), text(&input.value));
    if class.is_none() && storey.is_none() && property.is_none() {
        return Err(ApiError::field("class", Msg::new("quality.rule_empty")));
    }
    let mut select = element::Entity::find().select_only().column(element::Column::GlobalId).filter(element::Column::ModelId.eq(model.id)).filter(element::Column::Spatial.eq(false));
    if let Some(c) = class {
        select = select.filter(platform::search::equals_ignoring_case(element::Column::Class, &c));
    }
    if let Some(s) = storey {
        select = select.filter(platform::search::equals_ignoring_case(element::Column::StoreyName, &s));
    }
    if let Some(p) = property {
        select = select.filter(filter::has_property(&txn, model.id, &p, value.as_deref()).await?);
    }
    let ids: Vec<String> = select.limit(MAX_IDS as u64).into_tuple().all(&txn).await?;
    if ids.is_empty() {
        return Err(ApiError::field("class", Msg::new("quality.rule_no_elements")));
    }
    add(&txn, id, model.id, ids).await?;
    let out = ActivityElementsOut { model_id: model.id, global_ids: linked(&txn, id, model.id).await? };
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ElementProgress {
    pub global_id: String,
    pub activity_id: Uuid,
    pub progress: f64,
    /// not_started, in_progress, done or late (planned end before the date and not done).
    pub state: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ModelProgressOut {
    pub date: NaiveDate,
    /// The first and last planned dates of the linked activities: the slider's range.
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
    pub elements: Vec<ElementProgress>,
}

/// The linked elements of a model with the progress of their activities on a date (default today).
#[utoipa::path(get, operation_id = "quality_model_progress", path = "/quality/bim/{id}/progress", tag = "quality", params(("id" = Uuid, Path), ModelQuery), responses((status = 200, body = One<ModelProgressOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn progress(State(state): State<AppState>, ctx: Ctx, IdPath(model_id): IdPath, QueryParams(q): QueryParams<ModelQuery>) -> ApiResult<Json<One<ModelProgressOut>>> {
    can_read(&ctx)?;
    let model = bim_model::Entity::find().filter(bim_model::Column::CompanyId.eq(ctx.company.id)).filter(bim_model::Column::Id.eq(model_id)).one(&state.db).await?.filter(|m| ctx.project_ids.contains(&m.project_id)).ok_or_else(ApiError::not_found)?;
    let today = Utc::now().date_naive();
    let date = match q.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        Some(d) => {
            let mut v = Validator::new();
            let parsed = v.date("date", d);
            v.finish()?;
            parsed.unwrap_or(today)
        }
        None => today,
    };
    let links: Vec<(Uuid, String)> = activity_element::Entity::find().select_only().column(activity_element::Column::ActivityId).column(activity_element::Column::GlobalId).filter(activity_element::Column::ModelId.eq(model.id)).into_tuple().all(&state.db).await?;
    let activity_ids: Vec<Uuid> = links.iter().map(|l| l.0).collect::<std::collections::BTreeSet<_>>().into_iter().collect();
    let mut plan: HashMap<Uuid, (NaiveDate, NaiveDate)> = HashMap::new();
    let mut reached: HashMap<Uuid, f64> = HashMap::new();
    for chunk in activity_ids.chunks(500) {
        let rows: Vec<(Uuid, NaiveDate, NaiveDate)> = activity::Entity::scoped(&ctx.tenant).select_only().columns([activity::Column::Id, activity::Column::EstStart, activity::Column::EstEnd]).filter(activity::Column::Id.is_in(chunk.to_vec())).into_tuple().all(&state.db).await?;
        plan.extend(rows.into_iter().map(|(id, s, e)| (id, (s, e))));
        // Records in time order: the last one up to the date wins.
        let recs: Vec<(Uuid, Option<f64>)> = record::Entity::find().select_only().columns([record::Column::ActivityId, record::Column::Progress]).filter(record::Column::ActivityId.is_in(chunk.to_vec())).filter(record::Column::Progress.is_not_null()).filter(record::Column::RecordedOn.lte(date)).order_by_asc(record::Column::RecordedOn).order_by_asc(record::Column::CreatedAt).into_tuple().all(&state.db).await?;
        for (id, p) in recs {
            reached.insert(id, p.unwrap_or(0.0));
        }
    }
    let mut by_element: HashMap<String, (Uuid, f64)> = HashMap::new();
    for (activity, global) in links {
        if !plan.contains_key(&activity) {
            continue;
        }
        let p = reached.get(&activity).copied().unwrap_or(0.0);
        let entry = by_element.entry(global).or_insert((activity, p));
        if p < entry.1 {
            *entry = (activity, p);
        }
    }
    let mut elements: Vec<ElementProgress> = by_element
        .into_iter()
        .map(|(global_id, (activity_id, progress))| {
            let late = plan.get(&activity_id).is_some_and(|(_, end)| *end < date) && progress < 100.0;
            let state = if progress >= 100.0 { "done" } else if late { "late" } else if progress > 0.0 { "in_progress" } else { "not_started" };
            ElementProgress { global_id, activity_id, progress, state: state.into() }
        })
        .collect();
    elements.sort_by(|a, b| a.global_id.cmp(&b.global_id));
    Ok(Json(One::new(ModelProgressOut { date, start: plan.values().map(|p| p.0).min(), end: plan.values().map(|p| p.1).max(), elements })))
}
