//! Profiles and permissions: catalogue, rules, single switches that take effect at once, duplicate, delete with
//! users moved, concurrency, audit and tenancy.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::*;

async fn profile(client: &Client, name: &str) -> Value {
    let (_, body) = client.get("/api/profiles?rowsPerPage=200").await;
    body["data"].as_array().unwrap().iter().find(|p| p["name"] == name).cloned().unwrap_or(Value::Null)
}

fn keys(me: &Value) -> Vec<String> {
    me["data"]["permissions"].as_array().unwrap().iter().map(|k| k.as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn the_catalogue_lists_groups_and_what_the_caller_may_grant() {
    let app = spawn().await;
    let (status, body) = app.login("admin").await.get("/api/permissions").await;
    assert_eq!(status, StatusCode::OK);
    let groups = body["data"].as_array().unwrap();
    assert_eq!(groups[0]["group"], "hormigon");
    let all: Vec<&Value> = groups.iter().flat_map(|g| g["permissions"].as_array().unwrap()).collect();
    assert!(all.iter().all(|p| p["grantable"] == true));
    assert!(all.iter().all(|p| p["key"] != "ryr"), "the provider's exclusive key is not offered");
    assert_eq!(app.login("contratista").await.get("/api/permissions").await.0, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn profiles_list_with_permissions_and_users() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let admin = profile(&client, "Administrador").await;
    assert_eq!((admin["is_admin"].as_bool(), admin["users_count"].as_u64()), (Some(true), Some(1)));
    assert!(admin["permissions"].as_array().unwrap().len() > 30);
    let inspector = profile(&client, "Inspector").await;
    assert_eq!(inspector["users_count"], 2);
    assert!(inspector["permissions"].as_array().unwrap().iter().any(|k| k == "modulo_calidad"));
}

#[tokio::test]
async fn a_switched_permission_applies_to_the_profiles_users_on_their_next_request() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let contractor = app.login("contratista").await;
    let (_, me) = contractor.get("/api/me").await;
    assert!(!keys(&me).contains(&"modulo_calidad".to_string()));
    let p = profile(&admin, "Contratista").await;
    let path = format!("/api/profiles/{}/permissions/modulo_calidad", p["id"].as_str().unwrap());
    let (status, body) = admin.put(&path, json!({"granted": true, "version": p["version"]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["version"], p["version"].as_i64().unwrap() + 1);
    let (_, me) = contractor.get("/api/me").await;
    assert!(keys(&me).contains(&"modulo_calidad".to_string()), "the same session sees the new permission");
    let (status, _) = admin.put(&path, json!({"granted": false, "version": p["version"]})).await;
    assert_eq!(status, StatusCode::CONFLICT, "a stale version is refused");
    admin.put(&path, json!({"granted": false, "version": body["data"]["version"]})).await;
    let (_, me) = contractor.get("/api/me").await;
    assert!(!keys(&me).contains(&"modulo_calidad".to_string()));
}

#[tokio::test]
async fn a_user_cannot_grant_a_permission_they_do_not_hold() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.post("/api/profiles", json!({"name": "Jefe de bodega", "permissions": ["config.profiles.manage", "cmanagement-access"]})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["id"].as_str().unwrap();
    app.exec(&format!("UPDATE users SET profile_id = (SELECT id FROM profiles WHERE name = 'Jefe de bodega') WHERE username = 'contratista' AND '{id}' <> ''")).await;
    let manager = app.login("contratista").await;
    let (status, body) = manager.post("/api/profiles", json!({"name": "Intento", "permissions": ["modulo_hormigon", "cmanagement-access"]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "permissions"), "No puedes otorgar permisos que no tienes: modulo_hormigon.");
    let (_, catalogue) = manager.get("/api/permissions").await;
    let hormigon = &catalogue["data"][0]["permissions"][0];
    assert_eq!((hormigon["key"].as_str(), hormigon["grantable"].as_bool()), (Some("modulo_hormigon"), Some(false)));
}

#[tokio::test]
async fn profile_names_and_keys_are_validated() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, body) = admin.post("/api/profiles", json!({"name": "supervisor", "permissions": []})).await;
    assert_eq!(field_error(&body, "name"), "Este valor ya está en uso.");
    let (_, body) = admin.post("/api/profiles", json!({"permissions": []})).await;
    assert_eq!(field_error(&body, "name"), "Este campo es obligatorio.");
    let (_, body) = admin.post("/api/profiles", json!({"name": "Nuevo", "permissions": ["root.everything"]})).await;
    assert_eq!(field_error(&body, "permissions"), "Permiso desconocido: root.everything.");
    let (_, body) = admin.post("/api/profiles", json!({"name": "Nuevo", "permissions": ["ryr"]})).await;
    assert_eq!(field_error(&body, "permissions"), "Permiso desconocido: ryr.");
}

#[tokio::test]
async fn the_administrator_profile_keeps_every_permission() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = profile(&admin, "Administrador").await;
    let (status, body) = admin.put(&format!("/api/profiles/{}/permissions/modulo_hormigon", p["id"].as_str().unwrap()), json!({"granted": false, "version": p["version"]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "permissions"), "El perfil de administrador tiene todos los permisos y no se pueden cambiar.");
    let (status, body) = admin.send(Method::DELETE, &format!("/api/profiles/{}", p["id"].as_str().unwrap()), Some(json!({}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "id"), "Es el único perfil de administrador de la empresa: no se puede eliminar.");
}

#[tokio::test]
async fn duplicating_copies_permissions_under_a_new_name() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let source = profile(&admin, "Supervisor").await;
    let path = format!("/api/profiles/{}/duplicate", source["id"].as_str().unwrap());
    let (status, body) = admin.post(&path, json!({"name": "Supervisor (copia)"})).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body["data"]["permissions"], source["permissions"]);
    assert_eq!(body["data"]["users_count"], 0);
    let (_, body) = admin.post(&path, json!({"name": "SUPERVISOR (COPIA)"})).await;
    assert_eq!(field_error(&body, "name"), "Este valor ya está en uso.");
}

#[tokio::test]
async fn deleting_a_profile_with_users_moves_them_first() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let inspector = profile(&admin, "Inspector").await;
    let supervisor = profile(&admin, "Supervisor").await;
    let path = format!("/api/profiles/{}", inspector["id"].as_str().unwrap());
    let (status, body) = admin.send(Method::DELETE, &path, Some(json!({}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "id"), "El perfil tiene 2 usuario(s). Elige otro perfil al que moverlos para eliminarlo.");
    let (status, body) = admin.send(Method::DELETE, &path, Some(json!({"move_users_to": uuid::Uuid::now_v7()}))).await;
    assert_eq!((status, field_error(&body, "move_users_to")), (StatusCode::UNPROCESSABLE_ENTITY, "Elige otro perfil de la empresa.".to_string()));
    let (status, _) = admin.send(Method::DELETE, &path, Some(json!({"move_users_to": supervisor["id"]}))).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(profile(&admin, "Supervisor").await["users_count"], 3);
    assert!(profile(&admin, "Inspector").await.is_null());
    let (_, me) = app.login("inspector").await.get("/api/me").await;
    assert_eq!(me["data"]["user"]["profile"]["name"], "Supervisor");
    assert_eq!(audit_actions(&app, inspector["id"].as_str().unwrap()).await, vec!["profile.deleted"]);
}

#[tokio::test]
async fn editing_a_profile_is_audited_with_before_and_after() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = profile(&admin, "Contratista").await;
    let path = format!("/api/profiles/{}", p["id"].as_str().unwrap());
    let input = json!({"name": "Contratista externo", "module_disabled": true, "permissions": ["cmanagement-access"], "version": p["version"]});
    let (status, body) = admin.put(&path, input).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["module_disabled"], true);
    let (_, me) = app.login("contratista").await.get("/api/me").await;
    assert!(!keys(&me).contains(&"cmanagement-access".to_string()), "module keys are suspended by the flag");
    assert_eq!(audit_actions(&app, p["id"].as_str().unwrap()).await, vec!["profile.updated"]);
}

#[tokio::test]
async fn another_companys_profile_is_not_found() {
    let app = spawn().await;
    let p = profile(&app.login("admin").await, "Inspector").await;
    let sur = app.login("admin.sur").await;
    let id = p["id"].as_str().unwrap();
    assert_eq!(sur.get(&format!("/api/profiles/{id}")).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.post(&format!("/api/profiles/{id}/duplicate"), json!({"name": "Roubo"})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.send(Method::DELETE, &format!("/api/profiles/{id}"), None).await.0, StatusCode::NOT_FOUND);
}
