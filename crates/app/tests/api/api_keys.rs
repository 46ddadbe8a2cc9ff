//! API keys (issue 18): shown once, acting as their creator within their scopes, revocable, rate limited with a
//! clear 429, never able to mint keys, and confined to their company.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::*;

/// A request with the key and nothing else (no cookie, no CSRF token).
async fn with_key(app: &TestApp, key: &str, method: Method, path: &str, body: Option<Value>) -> (StatusCode, reqwest::header::HeaderMap, Value) {
    let mut request = reqwest::Client::new().request(method, format!("{}{path}", app.base)).bearer_auth(key);
    if let Some(body) = body {
        request = request.json(&body);
    }
    let response = request.send().await.unwrap();
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.json().await.unwrap_or(Value::Null))
}

async fn new_key(admin: &Client, scopes: Value) -> (String, String) {
    let (status, body) = admin.post("/api/api-keys", json!({"name": "ERP", "scopes": scopes})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    (body["data"]["key"]["id"].as_str().unwrap().to_string(), body["data"]["token"].as_str().unwrap().to_string())
}

#[tokio::test]
async fn a_key_acts_as_its_creator_within_its_scopes_until_revoked() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, body) = admin.post("/api/api-keys", json!({})).await;
    assert_eq!(field_error(&body, "name"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "scopes"), "Este campo es obligatorio.");
    let (_, body) = admin.post("/api/api-keys", json!({"name": "ERP", "scopes": ["admin"], "expires_on": "2020-01-01"})).await;
    assert_eq!(field_error(&body, "scopes"), "Selecciona una opción válida.");
    assert!(!field_error(&body, "expires_on").is_empty());
    let (read_id, read) = new_key(&admin, json!(["read"])).await;
    assert!(read.starts_with("obra_") && read.len() > 40);
    let (_, listed) = admin.get("/api/api-keys").await;
    assert!(!listed.to_string().contains(&read[12..]), "the key is not listed");
    assert_eq!(listed["data"][0]["prefix"].as_str(), Some(&read[..12]));
    // Read: the creator's view of the API.
    let (status, _, me) = with_key(&app, &read, Method::GET, "/api/me", None).await;
    assert_eq!((status, me["data"]["user"]["username"].as_str()), (StatusCode::OK, Some("admin")), "{me}");
    let (status, _, body) = with_key(&app, &read, Method::POST, "/api/positions", Some(json!({"name": "Capataz API"}))).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    // Write: changes go through without a session or a CSRF token.
    let (_, write) = new_key(&admin, json!(["read", "write"])).await;
    let (status, _, body) = with_key(&app, &write, Method::POST, "/api/positions", Some(json!({"name": "Capataz API"}))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    // A key cannot manage keys.
    assert_eq!(with_key(&app, &write, Method::GET, "/api/api-keys", None).await.0, StatusCode::FORBIDDEN);
    assert_eq!(with_key(&app, &write, Method::POST, "/api/api-keys", Some(json!({"name": "Otra", "scopes": ["read"]}))).await.0, StatusCode::FORBIDDEN);
    // Last used is recorded.
    let (_, listed) = admin.get("/api/api-keys").await;
    assert!(listed["data"].as_array().unwrap().iter().all(|k| k["last_used_at"].is_string()), "{listed}");
    // Another company neither sees nor revokes it.
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.get("/api/api-keys").await.1["data"], json!([]));
    assert_eq!(sur.send(Method::DELETE, &format!("/api/api-keys/{read_id}"), None).await.0, StatusCode::NOT_FOUND);
    // Revoked: 401 at once.
    assert_eq!(admin.send(Method::DELETE, &format!("/api/api-keys/{read_id}"), None).await.0, StatusCode::NO_CONTENT);
    assert_eq!(with_key(&app, &read, Method::GET, "/api/me", None).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(with_key(&app, "obra_not-a-key", Method::GET, "/api/me", None).await.0, StatusCode::UNAUTHORIZED);
    // Expired: 401.
    app.exec("UPDATE api_keys SET expires_at = '2020-01-01 00:00:00+00:00'").await;
    assert_eq!(with_key(&app, &write, Method::GET, "/api/me", None).await.0, StatusCode::UNAUTHORIZED);
    assert!(audit_actions(&app, &read_id).await.contains(&"api_key.revoked".to_string()));
}

#[tokio::test]
async fn each_key_has_its_own_rate_limit_with_a_clear_429() {
    let app = spawn_with(|c| c.api_key_rate = 5).await;
    let admin = app.login("admin").await;
    let (_, first) = new_key(&admin, json!(["read"])).await;
    let (_, second) = new_key(&admin, json!(["read"])).await;
    for i in 0..5 {
        let (status, headers, _) = with_key(&app, &first, Method::GET, "/api/me", None).await;
        assert_eq!(status, StatusCode::OK, "request {i}");
        assert_eq!(headers["x-ratelimit-limit"], "5");
    }
    let (status, headers, body) = with_key(&app, &first, Method::GET, "/api/me", None).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=12).contains(&wait), "{wait}");
    assert_eq!(body["code"], "api_key.rate_limited");
    assert!(body["message"].as_str().unwrap().starts_with("Demasiadas solicitudes con esta clave de API"), "{body}");
    // Another key and the session are not affected.
    assert_eq!(with_key(&app, &second, Method::GET, "/api/me", None).await.0, StatusCode::OK);
    assert_eq!(admin.get("/api/me").await.0, StatusCode::OK);
}
