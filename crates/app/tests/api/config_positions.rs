//! Positions (cargos): rules, concurrency, deletion, audit and tenancy.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::*;

async fn position(client: &Client, name: &str) -> Value {
    let (_, body) = client.get("/api/positions?rowsPerPage=200").await;
    body["data"].as_array().unwrap().iter().find(|p| p["name"] == name).cloned().unwrap_or(Value::Null)
}

#[tokio::test]
async fn positions_list_with_users_counted_and_sorted() {
    let app = spawn().await;
    let (status, body) = app.login("admin").await.get("/api/positions?sortBy=users_count&descending=true").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["total"], 5);
    assert_eq!((body["data"][0]["name"].as_str(), body["data"][0]["users_count"].as_u64()), (Some("Inspector de Calidad"), Some(2)));
}

#[tokio::test]
async fn a_position_name_follows_the_rules() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let cases = [
        ("", "Este campo es obligatorio."),
        ("J", "Debe tener al menos 2 caracteres."),
        ("Jefe  de obra", "No se permiten dos espacios en blanco consecutivos."),
        ("jefe de terreno", "Este valor ya está en uso."),
    ];
    for (name, message) in cases {
        let (status, body) = client.post("/api/positions", json!({"name": name})).await;
        assert_eq!((status, field_error(&body, "name")), (StatusCode::UNPROCESSABLE_ENTITY, message.to_string()), "{name:?}");
    }
    let (_, body) = client.post("/api/positions", json!({"name": "x".repeat(61)})).await;
    assert_eq!(field_error(&body, "name"), "Debe tener como máximo 60 caracteres.");
    let (status, body) = client.post("/api/positions", json!({"name": "  Prevencionista de Riesgos "})).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!((body["data"]["name"].as_str(), body["data"]["users_count"].as_u64()), (Some("Prevencionista de Riesgos"), Some(0)));
}

#[tokio::test]
async fn renaming_needs_the_current_version() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let p = position(&client, "Administrativo").await;
    let path = format!("/api/positions/{}", p["id"].as_str().unwrap());
    let (status, body) = client.put(&path, json!({"name": "Administrativa de Obra", "version": p["version"]})).await;
    assert_eq!((status, body["data"]["version"].as_i64()), (StatusCode::OK, Some(2)));
    let (status, body) = client.put(&path, json!({"name": "Otra", "version": 1})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(body["message"], "Otro usuario modificó este registro. Recarga e inténtalo de nuevo.");
    let (_, body) = client.put(&path, json!({"name": "Administrativa de Obra"})).await;
    assert_eq!(field_error(&body, "version"), "Este campo es obligatorio.");
}

#[tokio::test]
async fn a_position_in_use_cannot_be_deleted_and_a_free_one_can() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let held = position(&client, "Inspector de Calidad").await;
    let (status, body) = client.send(Method::DELETE, &format!("/api/positions/{}", held["id"].as_str().unwrap()), None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "id"), "El cargo está asignado a 2 usuario(s): cámbialos de cargo antes de eliminarlo.");
    let (_, created) = client.post("/api/positions", json!({"name": "Bodeguero"})).await;
    let id = created["data"]["id"].as_str().unwrap().to_string();
    let (status, _) = client.send(Method::DELETE, &format!("/api/positions/{id}"), Some(json!({}))).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert!(position(&client, "Bodeguero").await.is_null());
    let audit: Vec<String> = audit_actions(&app, &id).await;
    assert_eq!(audit, vec!["position.created", "position.deleted"]);
}

#[tokio::test]
async fn another_companys_position_is_not_found() {
    let app = spawn().await;
    let p = position(&app.login("admin").await, "Administrativo").await;
    let sur = app.login("admin.sur").await;
    let (status, _) = sur.put(&format!("/api/positions/{}", p["id"].as_str().unwrap()), json!({"name": "Hack", "version": 1})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, list) = sur.get("/api/positions").await;
    assert!(list["data"].as_array().unwrap().iter().all(|x| x["id"] != p["id"]), "Sur lists only its own positions");
    assert!(list["data"].as_array().unwrap().iter().any(|x| x["name"] == "Gerente de Projeto"));
}
