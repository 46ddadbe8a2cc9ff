//! A project's owners settings (`/config/propietarios/general` and `iframe`): general, delivery (the agenda's
//! capacity model), notifications and the owners' iframe. Each section is one JSON row, validated by its type and
//! read with defaults, so a project that never saved a section still has working values.

use axum::{extract::{Path, State}, Json};
use chrono::{NaiveTime, Utc};
use platform::{context::Ctx, envelope::One, error::JsonBody, i18n::Msg, tenant::Scoped, validate::Validator, ApiError, ApiResult, AppState};
use sea_orm::{sea_query::OnConflict, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use uuid::Uuid;

use crate::warranties::{can_configure, can_read, entity::setting};

#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
#[serde(default)]
pub struct General {
    /// How long the warranty runs after delivery, in months (0–240).
    pub warranty_months: i32,
    /// Owners may write messages on their requests.
    pub owners_can_message: bool,
}

impl Default for General {
    fn default() -> Self {
        Self { warranty_months: 60, owners_can_message: true }
    }
}

/// The agenda's capacity model: visits of `visit_minutes` between `day_start` and `day_end` on working days, at
/// most `visits_per_day` per responsible and never two at once.
#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
#[serde(default)]
pub struct Delivery {
    pub visit_minutes: i32,
    pub visits_per_day: i32,
    /// `HH:MM`.
    pub day_start: String,
    /// `HH:MM`.
    pub day_end: String,
    /// ISO weekdays, 1 Monday to 7 Sunday.
    pub working_days: Vec<u32>,
    /// Owners may answer a proposed visit up to this many days before it.
    pub confirm_days_before: i32,
}

impl Default for Delivery {
    fn default() -> Self {
        Self { visit_minutes: 60, visits_per_day: 4, day_start: "09:00".into(), day_end: "18:00".into(), working_days: vec![1, 2, 3, 4, 5, 6], confirm_days_before: 1 }
    }
}

impl Delivery {
    pub fn start(&self) -> NaiveTime {
        NaiveTime::parse_from_str(&self.day_start, "%H:%M").unwrap_or(NaiveTime::MIN)
    }

    pub fn end(&self) -> NaiveTime {
        NaiveTime::parse_from_str(&self.day_end, "%H:%M").unwrap_or(NaiveTime::MIN)
    }
}

#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
#[serde(default)]
pub struct Notifications {
    /// E-mail the owners the proposed visit, with links to confirm or reject it.
    pub notify_owners_on_schedule: bool,
    /// Tell the responsible when an owner answers.
    pub notify_responsible: bool,
    pub reply_to: Option<String>,
}

impl Default for Notifications {
    fn default() -> Self {
        Self { notify_owners_on_schedule: true, notify_responsible: true, reply_to: None }
    }
}

#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
#[serde(default)]
pub struct Iframe {
    pub enabled: bool,
    /// Sites allowed to embed the owners' portal.
    pub allowed_origins: Vec<String>,
    /// `#rrggbb`.
    pub primary_color: String,
}

impl Default for Iframe {
    fn default() -> Self {
        Self { enabled: false, allowed_origins: Vec::new(), primary_color: "#1c7ed6".into() }
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SettingsOut {
    pub general: General,
    pub delivery: Delivery,
    pub notifications: Notifications,
    pub iframe: Iframe,
    /// After-sales: the owners' answer window and the warranty periods.
    pub postventa: crate::warranties::requests::warranty::Postventa,
}

/// One section's body, for the OpenAPI description: the section named in the path.
#[derive(Serialize, utoipa::ToSchema)]
#[allow(dead_code)]
#[serde(untagged)]
pub enum SettingsSectionIn {
    General(General),
    Delivery(Delivery),
    Notifications(Notifications),
    Iframe(Iframe),
    Postventa(crate::warranties::requests::warranty::Postventa),
}

/// Every section of the project's settings, with defaults for those never saved.
#[utoipa::path(get, operation_id = "get_delivery_settings", path = "/warranties/settings", tag = "warranties", params(("projectId" = Uuid, Query)), responses((status = 200, body = One<SettingsOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn get(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<SettingsOut>>> {
    can_read(&ctx)?;
    let project = ctx.require_project()?;
    Ok(Json(One::new(all(&state.db, &ctx, project).await?)))
}

/// Saves one section (`general`, `delivery`, `notifications`, `iframe` or `postventa`).
#[utoipa::path(put, operation_id = "put_delivery_settings", path = "/warranties/settings/{section}", tag = "warranties", params(("section" = String, Path), ("projectId" = Uuid, Query)), request_body = SettingsSectionIn, responses((status = 200, body = One<SettingsOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, Path(section): Path<String>, JsonBody(body): JsonBody<serde_json::Value>) -> ApiResult<Json<One<SettingsOut>>> {
    can_configure(&ctx)?;
    let project = ctx.require_project()?;
    let data = match section.as_str() {
        "general" => check_general(parse(body)?)?,
        "delivery" => check_delivery(parse(body)?)?,
        "notifications" => check_notifications(parse(body)?)?,
        "iframe" => check_iframe(parse(body)?)?,
        "postventa" => crate::warranties::requests::warranty::check(parse(body)?)?,
        _ => return Err(ApiError::not_found()),
    };
    setting::Entity::insert(setting::ActiveModel { project_id: Set(project), section: Set(section), company_id: Set(ctx.company.id), data: Set(data), version: Set(1), updated_at: Set(Utc::now()) })
        .on_conflict(OnConflict::columns([setting::Column::ProjectId, setting::Column::Section]).update_columns([setting::Column::Data, setting::Column::UpdatedAt]).to_owned())
        .exec_without_returning(&state.db)
        .await?;
    Ok(Json(One::new(all(&state.db, &ctx, project).await?)))
}

fn parse<T: DeserializeOwned>(body: serde_json::Value) -> ApiResult<T> {
    serde_json::from_value(body).map_err(|_| ApiError::field("body", Msg::new("validation.one_of")))
}

fn value<T: Serialize>(v: &T) -> ApiResult<serde_json::Value> {
    serde_json::to_value(v).map_err(ApiError::internal)
}

fn check_general(s: General) -> ApiResult<serde_json::Value> {
    let mut v = Validator::new();
    v.range("warranty_months", s.warranty_months as f64, 0.0, 240.0);
    v.finish()?;
    value(&s)
}

fn check_delivery(s: Delivery) -> ApiResult<serde_json::Value> {
    let mut v = Validator::new();
    v.range("visit_minutes", s.visit_minutes as f64, 15.0, 480.0);
    v.range("visits_per_day", s.visits_per_day as f64, 1.0, 20.0);
    v.range("confirm_days_before", s.confirm_days_before as f64, 0.0, 30.0);
    let start = v.time("day_start", &s.day_start);
    let end = v.time("day_end", &s.day_end);
    if let (Some(start), Some(end)) = (start, end) {
        if end <= start {
            v.add("day_end", Msg::new("warranties.day_end_before_start"));
        }
    }
    v.items("working_days", s.working_days.len(), 1, 7);
    if s.working_days.iter().any(|d| !(1..=7).contains(d)) {
        v.add("working_days", Msg::new("validation.one_of"));
    }
    v.finish()?;
    value(&s)
}

fn check_notifications(s: Notifications) -> ApiResult<serde_json::Value> {
    let mut v = Validator::new();
    if let Some(mail) = s.reply_to.as_deref().filter(|m| !m.trim().is_empty()) {
        v.email("reply_to", mail);
    }
    v.finish()?;
    value(&s)
}

fn check_iframe(s: Iframe) -> ApiResult<serde_json::Value> {
    let mut v = Validator::new();
    v.items("allowed_origins", s.allowed_origins.len(), 0, 20);
    for origin in &s.allowed_origins {
        if !platform::validate::rules::is_url(origin) {
            v.add("allowed_origins", Msg::new("validation.url"));
            break;
        }
    }
    let hex = s.primary_color.len() == 7 && s.primary_color.starts_with('#') && s.primary_color[1..].chars().all(|c| c.is_ascii_hexdigit());
    if !hex {
        v.add("primary_color", Msg::new("warranties.color_invalid"));
    }
    v.finish()?;
    value(&s)
}

/// One section, or its defaults.
pub async fn section<T: DeserializeOwned + Default, C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid, name: &str) -> ApiResult<T> {
    let row = setting::Entity::scoped(&ctx.tenant).filter(setting::Column::ProjectId.eq(project)).filter(setting::Column::Section.eq(name)).one(db).await?;
    Ok(row.and_then(|r| serde_json::from_value(r.data).ok()).unwrap_or_default())
}

async fn all<C: ConnectionTrait>(db: &C, ctx: &Ctx, project: Uuid) -> ApiResult<SettingsOut> {
    Ok(SettingsOut {
        general: section(db, ctx, project, "general").await?,
        delivery: section(db, ctx, project, "delivery").await?,
        notifications: section(db, ctx, project, "notifications").await?,
        iframe: section(db, ctx, project, "iframe").await?,
        postventa: crate::warranties::requests::warranty::postventa(db, ctx, project).await?,
    })
}
