//! Notification settings (`/config/notificaciones/configuracion`): per module, whether events reach the user in the
//! app and by e-mail. Modules the user cannot open are listed as such and cannot be changed.

use axum::{extract::{Path, State}, http::StatusCode, Json};
use platform::{
    context::Ctx,
    entities::notification_setting,
    envelope::One,
    error::JsonBody,
    notify,
    permissions::{self, Access},
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::OnConflict, EntityTrait, Set};

use super::dto::*;

/// The general channel (`home`) and every module.
pub fn modules() -> impl Iterator<Item = &'static str> {
    std::iter::once("home").chain(permissions::MODULES.iter().map(|(m, _)| m.as_str()))
}

/// Whether the user may see a module's notifications.
pub fn allowed(ctx: &Ctx, module: &str) -> bool {
    module == "home" || permissions::MODULES.iter().any(|(m, keys)| m.as_str() == module && permissions::module_access(&ctx.profile_keys, ctx.plan, keys) == Access::Granted)
}

/// 'No tiene permiso para ver las notificaciones de este módulo'.
pub fn refused() -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, "notifications.module_forbidden", "notifications.module_forbidden")
}

/// The modules whose notifications the user may receive, with both channels.
#[utoipa::path(get, operation_id = "list_notification_settings", path = "/notification-settings", tag = "account", responses((status = 200, body = One<Vec<NotificationSettingOut>>), (status = 401, body = platform::error::ErrorBody)))]
pub async fn list(State(state): State<AppState>, ctx: Ctx) -> ApiResult<Json<One<Vec<NotificationSettingOut>>>> {
    let mut data = Vec::new();
    for module in modules().filter(|m| allowed(&ctx, m)) {
        let (in_app, email) = notify::channels(&state.db, ctx.user.id, module).await?;
        data.push(NotificationSettingOut { module: module.into(), in_app, email });
    }
    Ok(Json(One::new(data)))
}

/// Sets both channels of one module.
#[utoipa::path(put, operation_id = "put_notification_setting", path = "/notification-settings/{module}", tag = "account", params(("module" = String, Path)), request_body = NotificationSettingIn, responses((status = 200, body = One<NotificationSettingOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody)))]
pub async fn put(State(state): State<AppState>, ctx: Ctx, Path(module): Path<String>, JsonBody(input): JsonBody<NotificationSettingIn>) -> ApiResult<Json<One<NotificationSettingOut>>> {
    if !modules().any(|m| m == module) {
        return Err(ApiError::not_found());
    }
    if !allowed(&ctx, &module) {
        return Err(refused());
    }
    notification_setting::Entity::insert(notification_setting::ActiveModel { user_id: Set(ctx.user.id), module: Set(module.clone()), in_app: Set(input.in_app), email: Set(input.email) })
        .on_conflict(OnConflict::columns([notification_setting::Column::UserId, notification_setting::Column::Module]).update_columns([notification_setting::Column::InApp, notification_setting::Column::Email]).to_owned())
        .exec_without_returning(&state.db)
        .await?;
    Ok(Json(One::new(NotificationSettingOut { module, in_app: input.in_app, email: input.email })))
}
