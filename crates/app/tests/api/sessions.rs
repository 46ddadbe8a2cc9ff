//! Session lifetime: idle and absolute timeouts, deactivation, CSRF and Origin checks.

use chrono::{Duration, Utc};
use platform::entities::session;
use reqwest::StatusCode;
use sea_orm::{sea_query::Expr, EntityTrait};
use serde_json::json;

use crate::support::*;

async fn age_sessions(app: &TestApp, column: session::Column, by: Duration) {
    session::Entity::update_many().col_expr(column, Expr::value(Utc::now() - by)).exec(&app.state.db).await.unwrap();
}

#[tokio::test]
async fn an_idle_session_expires() {
    let app = spawn().await;
    let client = app.login("admin").await;
    assert_eq!(client.get("/api/me").await.0, StatusCode::OK);
    age_sessions(&app, session::Column::LastSeenAt, Duration::hours(9)).await;
    assert_eq!(client.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_session_ends_at_its_absolute_limit_even_when_used() {
    let app = spawn().await;
    let client = app.login("admin").await;
    age_sessions(&app, session::Column::ExpiresAt, Duration::seconds(1)).await;
    assert_eq!(client.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn deactivating_a_user_ends_their_sessions() {
    let app = spawn().await;
    let client = app.login("inspector").await;
    app.exec("UPDATE users SET enabled = false WHERE username = 'inspector'").await;
    assert_eq!(client.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn blocking_a_company_ends_its_sessions() {
    let app = spawn().await;
    let client = app.login("admin.sur").await;
    app.exec("UPDATE companies SET blocked = true WHERE name = 'Inmobiliaria Sur'").await;
    assert_eq!(client.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_state_changing_call_without_the_xsrf_header_is_refused() {
    let app = spawn().await;
    let client = app.client().await;
    let res = client.http.post(format!("{}/login", app.base)).json(&json!({"username": "admin", "password": PASSWORD})).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["code"], "csrf");
}

#[tokio::test]
async fn a_foreign_origin_is_refused() {
    let app = spawn().await;
    let client = app.client().await;
    let res = client
        .login_request()
        .header("Origin", "https://evil.example")
        .json(&json!({"username": "admin", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_origin_must_match_exactly_and_a_missing_one_rests_on_the_token() {
    let app = spawn().await;
    let host = app.base.trim_start_matches("http://").to_string();
    let port = host.rsplit(':').next().unwrap().to_string();
    // A suffix of the public URL (http://obra.test) or of the host no longer passes.
    for (origin, expected) in [
        ("http://test".to_string(), StatusCode::FORBIDDEN),
        (format!("http://1:{port}"), StatusCode::FORBIDDEN),
        (format!("http://7.0.0.1:{port}"), StatusCode::FORBIDDEN),
        (format!("https://{host}"), StatusCode::FORBIDDEN),
        ("http://obra.test".to_string(), StatusCode::OK),
        (format!("http://{host}"), StatusCode::OK),
    ] {
        let client = app.client().await;
        let res = client.login_request().header("Origin", &origin).json(&json!({"username": "admin", "password": PASSWORD})).send().await.unwrap();
        assert_eq!(res.status(), expected, "Origin {origin}");
    }
    let client = app.client().await;
    let res = client.login_request().json(&json!({"username": "admin", "password": PASSWORD})).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK, "no Origin: the token decides");
    let res = client.http.post(format!("{}/login", client.base)).json(&json!({"username": "admin", "password": PASSWORD})).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN, "no Origin and no token");
}
