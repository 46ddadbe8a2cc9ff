//! `POST /login` and `POST /logout`.

use axum::{
    extract::State,
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use chrono::Utc;
use platform::{
    audit,
    context::{ClientInfo, Ctx},
    entities::{company, user},
    envelope::One,
    error::JsonBody,
    i18n::{Locale, Msg},
    security, session,
    throttle::WINDOW,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ColumnTrait, Condition, EntityTrait, QueryFilter, Set};
use serde::Deserialize;

use super::me::{self, MeOut};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LoginIn {
    /// Username or e-mail.
    pub username: Option<String>,
    pub password: Option<String>,
}

/// Signs in with username (or e-mail) and password; sets a new session cookie and answers the `/me` payload.
#[utoipa::path(post, operation_id = "login", path = "/login", tag = "auth", request_body = LoginIn, responses(
    (status = 200, body = One<MeOut>),
    (status = 401, description = "Usuario y/o contraseña incorrecta", body = platform::error::ErrorBody),
    (status = 403, description = "Cuenta suspendida / Sin proyectos", body = platform::error::ErrorBody),
    (status = 422, body = platform::error::ErrorBody),
    (status = 429, body = platform::error::ErrorBody),
))]
pub async fn login(State(state): State<AppState>, headers: HeaderMap, locale: Locale, client: ClientInfo, JsonBody(input): JsonBody<LoginIn>) -> ApiResult<Response> {
    let mut v = Validator::new();
    v.required("username", input.username.as_deref());
    v.required("password", input.password.as_deref());
    v.finish()?;
    let username = input.username.unwrap_or_default().trim().to_lowercase();
    let password = input.password.unwrap_or_default();
    let keys = [format!("ip:{}", client.ip.clone().unwrap_or_default()), format!("user:{username}")];
    if state.throttle.is_blocked(&keys) {
        return Err(throttled());
    }
    let found = user::Entity::find()
        .filter(Condition::any().add(user::Column::Username.eq(&username)).add(user::Column::Email.eq(&username)))
        .one(&state.db)
        .await?;
    // Exactly one password check whether or not the username exists: the answer takes as long either way.
    let verified = match &found {
        Some(u) => security::verify_password(&password, &u.password_hash),
        None => {
            security::burn_password_check(&password);
            false
        }
    };
    let Some(user) = found.filter(|_| verified) else {
        state.throttle.fail(&keys);
        audit::record(&state.db, audit::Entry { action: "login_failed", entity: "user", after: Some(serde_json::json!({"username": username})), ip: client.ip.clone(), ..Default::default() }).await?;
        return Err(ApiError::new(StatusCode::UNAUTHORIZED, "auth.invalid_credentials", "auth.invalid_credentials"));
    };
    if !user.enabled {
        state.throttle.fail(&keys);
        return Err(ApiError::new(StatusCode::UNAUTHORIZED, "auth.invalid_credentials", "auth.invalid_credentials"));
    }
    let company = company::Entity::find_by_id(user.company_id).one(&state.db).await?.ok_or_else(ApiError::unauthenticated)?;
    if company.blocked {
        return Err(ApiError::new(StatusCode::FORBIDDEN, "auth.company_blocked", "auth.company_blocked").with_detail(Msg::new("auth.company_blocked_detail")));
    }
    let projects = platform::context::projects(&state, &user).await?;
    // A freshly registered administrator signs in before setup creates the first project.
    if projects.is_empty() && !user.is_superadmin && company.setup_completed_at.is_some() {
        return Err(ApiError::new(StatusCode::FORBIDDEN, "auth.no_projects", "auth.no_projects").with_detail(Msg::new("auth.no_projects_detail")));
    }
    state.throttle.clear(&keys[1]);
    // Rotation: whatever session the browser had is ended, and a new id is issued.
    session::end_current(&state.db, &headers).await?;
    let cookie = session::create(&state.db, &state.config, user.id, company.id, client.ip.clone(), client.user_agent.clone()).await?;
    user::Entity::update(user::ActiveModel { id: Set(user.id), last_login_at: Set(Some(Utc::now())), ..Default::default() }).exec(&state.db).await?;
    audit::record(&state.db, audit::Entry { company_id: Some(company.id), user_id: Some(user.id), action: "login", entity: "user", entity_id: Some(user.id), ip: client.ip.clone(), ..Default::default() }).await?;
    let ctx = Ctx::for_user(&state, String::new(), user, locale, client).await?;
    let body = One::new(me::build(&state, &ctx).await?);
    Ok(([(header::SET_COOKIE, cookie)], Json(body)).into_response())
}

pub(crate) fn throttled() -> ApiError {
    let minutes = WINDOW.as_secs() / 60;
    ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth.throttled", "auth.throttled").with_message(Msg::new("auth.throttled").arg("minutes", minutes))
}

/// Ends the current session and clears its cookie. Always 204, signed in or not.
#[utoipa::path(post, operation_id = "logout", path = "/logout", tag = "auth", responses((status = 204, description = "Signed out")))]
pub async fn logout(State(state): State<AppState>, headers: HeaderMap, client: ClientInfo) -> ApiResult<Response> {
    if let Some(token) = session::cookie_value(&headers, session::COOKIE) {
        if let Some(s) = platform::entities::session::Entity::find_by_id(security::sha256_hex(&token)).one(&state.db).await? {
            audit::record(&state.db, audit::Entry { company_id: Some(s.company_id), user_id: Some(s.user_id), action: "logout", entity: "user", entity_id: Some(s.user_id), ip: client.ip, ..Default::default() }).await?;
        }
    }
    session::end_current(&state.db, &headers).await?;
    Ok((StatusCode::NO_CONTENT, [(header::SET_COOKIE, session::clear_cookie(&state.config))]).into_response())
}
