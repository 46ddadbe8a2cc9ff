//! `PUT /api/me/preferences`: the user's language and active project, kept on the server so they follow the user
//! across devices.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{context::Ctx, entities::user, envelope::One, error::JsonBody, ids::ProjectId, validate::Validator, ApiResult, AppState};
use sea_orm::{EntityTrait, Set};
use serde::Deserialize;
use uuid::Uuid;

use super::me::{self, MeOut};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PreferencesIn {
    /// `es` or `pt`.
    pub locale: Option<String>,
    /// One of the user's projects.
    pub active_project_id: Option<Uuid>,
}

/// Changes the user's language and/or active project and answers the new `/me`.
#[utoipa::path(put, operation_id = "update_preferences", path = "/me/preferences", tag = "auth", request_body = PreferencesIn, responses((status = 200, body = One<MeOut>), (status = 404, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, mut ctx: Ctx, JsonBody(input): JsonBody<PreferencesIn>) -> ApiResult<Json<One<MeOut>>> {
    let mut v = Validator::new();
    if let Some(locale) = &input.locale {
        v.one_of("locale", locale, &["es", "pt", "pt-BR"]);
    }
    v.finish()?;
    if let Some(id) = input.active_project_id {
        ctx.assigned_project(ProjectId(id))?;
    }
    let mut update = user::ActiveModel { id: Set(ctx.user.id), updated_at: Set(Utc::now()), ..Default::default() };
    if let Some(locale) = input.locale {
        let locale = platform::i18n::Locale::parse(&locale).as_str().to_string();
        if locale != ctx.user.locale {
            // The language is part of the account form: a form read before this change must not save the old one.
            ctx.user.version += 1;
            update.version = Set(ctx.user.version);
        }
        ctx.user.locale = locale.clone();
        update.locale = Set(locale);
    }
    if let Some(id) = input.active_project_id {
        ctx.user.active_project_id = Some(id);
        update.active_project_id = Set(Some(id));
    }
    user::Entity::update(update).exec(&state.db).await?;
    Ok(Json(One::new(me::build(&state, &ctx).await?)))
}
