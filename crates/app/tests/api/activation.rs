//! Activation and upgrade requests reach the provider and move through their states.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn a_free_company_asks_for_an_upgrade_and_the_provider_enables_it() {
    let app = spawn().await;
    let sur = app.login("admin.sur").await.lang("pt");
    let (status, body) = sur.post("/api/activation-requests", json!({"module": "concrete", "kind": "upgrade", "message": "Queremos o módulo de concreto"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["data"]["status"], "sent");
    assert_eq!(body["message"], "Solicitação enviada. Nossa equipe comercial entrará em contato em breve.");
    let id = body["data"]["id"].as_str().unwrap().to_string();

    let (status, body) = sur.post("/api/activation-requests", json!({"module": "concrete", "kind": "upgrade"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "module"), "Já existe uma solicitação aberta para este módulo.");

    let mail = app.sent_mail().await;
    assert!(mail.iter().any(|(to, subject, _)| to.contains("ventas@") && subject.contains("Inmobiliaria Sur")), "{mail:?}");

    let support = app.login("soporte").await;
    let (_, tasks) = support.get("/api/notifications").await;
    assert!(tasks["data"].as_array().unwrap().iter().any(|n| n["title"].as_str().unwrap().contains("Inmobiliaria Sur")));
    let (_, all) = support.get("/api/admin/activation-requests").await;
    assert_eq!(all["total"], 1);
    let (status, body) = support.put(&format!("/api/admin/activation-requests/{id}"), json!({"status": "in_progress"})).await;
    assert_eq!((status, body["data"]["status"].as_str()), (StatusCode::OK, Some("in_progress")));
    let (_, mine) = sur.get("/api/activation-requests").await;
    assert_eq!(mine["data"][0]["status"], "in_progress");
    support.put(&format!("/api/admin/activation-requests/{id}"), json!({"status": "enabled"})).await;

    let (_, tasks) = sur.get("/api/notifications").await;
    assert_eq!(tasks["data"][0]["title"], "Sua solicitação de concrete: habilitada", "in the requester's language");
    let (_, me) = app.login("admin.sur").await.get("/api/me").await;
    assert_eq!(me["data"]["company"]["plan"], "full");
    assert!(me["data"]["permissions"].as_array().unwrap().iter().any(|p| p == "modulo_hormigon"));
}

#[tokio::test]
async fn a_request_needs_a_known_module_and_kind() {
    let app = spawn().await;
    let (status, body) = app.login("admin.sur").await.post("/api/activation-requests", json!({"module": "rocket", "kind": "x"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "module"), "Selecciona una opción válida.");
    assert_eq!(field_error(&body, "kind"), "Selecciona una opción válida.");
}

#[tokio::test]
async fn a_company_sees_only_its_own_requests() {
    let app = spawn().await;
    app.login("admin.sur").await.post("/api/activation-requests", json!({"module": "quality", "kind": "upgrade"})).await;
    let (_, body) = app.login("admin").await.get("/api/activation-requests").await;
    assert_eq!(body["total"], 0);
}

#[tokio::test]
async fn a_company_cannot_manage_requests() {
    let app = spawn().await;
    let (_, body) = app.login("admin.sur").await.post("/api/activation-requests", json!({"module": "quality", "kind": "upgrade"})).await;
    let id = body["data"]["id"].as_str().unwrap().to_string();
    let (status, body) = app.login("admin").await.put(&format!("/api/admin/activation-requests/{id}"), json!({"status": "enabled"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(body["message"], "Sin permisos para realizar esta acción");
}
