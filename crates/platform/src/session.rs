//! Server-side sessions in the database: an HttpOnly cookie holds a random token, the table holds its SHA-256.
//! Any instance serves any request. Sessions end on logout, user deactivation, after the idle timeout and after
//! the absolute timeout.

use axum::http::{header, HeaderMap, HeaderValue};
use chrono::{Duration, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

use crate::{
    config::Config,
    entities::session,
    error::ApiResult,
    security::{random_token, sha256_hex},
};

pub const COOKIE: &str = "obra_session";

/// Reads a cookie value from the request headers.
pub fn cookie_value(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// Creates a session and returns the cookie to set. Called at sign-in: the id is always new (rotation).
pub async fn create<C: ConnectionTrait>(
    db: &C,
    config: &Config,
    user_id: Uuid,
    company_id: Uuid,
    ip: Option<String>,
    user_agent: Option<String>,
) -> ApiResult<HeaderValue> {
    let token = random_token();
    let now = Utc::now();
    let absolute = Duration::from_std(config.session_absolute).unwrap_or(Duration::days(7));
    session::Entity::insert(session::ActiveModel {
        id: Set(sha256_hex(&token)),
        user_id: Set(user_id),
        company_id: Set(company_id),
        created_at: Set(now),
        last_seen_at: Set(now),
        expires_at: Set(now + absolute),
        ip: Set(ip),
        user_agent: Set(user_agent.map(|ua| ua.chars().take(255).collect())),
    })
    .exec_without_returning(db)
    .await?;
    Ok(set_cookie(config, &token, absolute.num_seconds()))
}

fn set_cookie(config: &Config, value: &str, max_age: i64) -> HeaderValue {
    let secure = if config.secure_cookies { "; Secure" } else { "" };
    let cookie = format!("{COOKIE}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age}{secure}");
    HeaderValue::from_str(&cookie).unwrap_or_else(|_| HeaderValue::from_static("obra_session=; Path=/"))
}

/// The `Set-Cookie` that removes the session cookie.
pub fn clear_cookie(config: &Config) -> HeaderValue {
    set_cookie(config, "", 0)
}

/// Ends the session named by the request's cookie, if any.
pub async fn end_current<C: ConnectionTrait>(db: &C, headers: &HeaderMap) -> ApiResult<()> {
    if let Some(token) = cookie_value(headers, COOKIE) {
        session::Entity::delete_by_id(sha256_hex(&token)).exec(db).await?;
    }
    Ok(())
}

/// Ends every session of a user (deactivation, password change).
pub async fn end_all_for_user<C: ConnectionTrait>(db: &C, user_id: Uuid) -> ApiResult<u64> {
    let res = session::Entity::delete_many().filter(session::Column::UserId.eq(user_id)).exec(db).await?;
    Ok(res.rows_affected)
}
