//! Users (usuarios): list and filters, the form's rules, edits, activation, mass edit and tenancy.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::*;

/// Ids the tests need: a position, a profile and a project of Constructora Andes, by name.
pub async fn named(client: &Client, list: &str, name: &str) -> String {
    let (_, body) = client.get(&format!("/api/{list}?rowsPerPage=200")).await;
    body["data"].as_array().unwrap().iter().find(|x| x["name"] == name).unwrap_or_else(|| panic!("{name} in {list}"))["id"].as_str().unwrap().to_string()
}

/// A valid new user of Constructora Andes; tests change one field at a time.
pub async fn new_user(client: &Client, username: &str) -> Value {
    json!({
        "first_name": "Marcela", "last_name": "Rojas Pinto", "username": username, "email": format!("{username}@constructora-andes.cl"),
        "position_id": named(client, "positions", "Jefe de Terreno").await,
        "profile_id": named(client, "profiles", "Inspector").await,
        "project_ids": [project_id(client, "Torre Central").await],
        "password": "Obra2026x", "password_confirmation": "Obra2026x",
    })
}

pub async fn user(client: &Client, username: &str) -> Value {
    let (_, body) = client.get(&format!("/api/users?search={username}")).await;
    body["data"].as_array().unwrap().iter().find(|u| u["username"] == username).cloned().unwrap_or(Value::Null)
}

/// The audit entries of user administration about `u` (sign-ins left out).
async fn user_actions(app: &TestApp, u: &Value) -> Vec<String> {
    audit_actions(app, u["id"].as_str().unwrap()).await.into_iter().filter(|a| a.starts_with("user.")).collect()
}

/// The body that saves `u` unchanged (what the edit form sends).
fn as_input(u: &Value) -> Value {
    json!({
        "first_name": u["first_name"], "last_name": u["last_name"], "username": u["username"], "email": u["email"],
        "position_id": u["position"]["id"], "profile_id": u["profile"]["id"],
        "project_ids": u["projects"].as_array().unwrap().iter().map(|p| p["id"].clone()).collect::<Vec<_>>(), "version": u["version"],
    })
}

#[tokio::test]
async fn the_list_filters_sorts_and_shows_who_is_signed_in() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.get("/api/users?sortBy=username").await;
    assert_eq!((status, body["total"].as_u64()), (StatusCode::OK, Some(5)));
    let names: Vec<&str> = body["data"].as_array().unwrap().iter().map(|u| u["username"].as_str().unwrap()).collect();
    assert_eq!(names, ["admin", "contratista", "inspector", "sin.proyectos", "supervisor"]);
    assert_eq!((body["data"][0]["in_session"].as_bool(), body["data"][1]["in_session"].as_bool()), (Some(true), Some(false)));
    assert_eq!(body["data"][0]["profile"]["name"], "Administrador");
    assert_eq!(body["data"][0]["projects"].as_array().unwrap().len(), 3);
    let count = |q: String| { let admin = &admin; async move { admin.get(&format!("/api/users?{q}")).await.1["total"].as_u64().unwrap() } };
    assert_eq!(count("search=VERGARA".into()).await, 1);
    assert_eq!(count("search=constructora-andes.cl".into()).await, 5);
    assert_eq!(count(format!("position_id={}", named(&admin, "positions", "Inspector de Calidad").await)).await, 2);
    assert_eq!(count(format!("profile_id={}", named(&admin, "profiles", "Contratista").await)).await, 1);
    assert_eq!(count(format!("project_id={}", project_id(&admin, "Torre Central").await)).await, 2);
    assert_eq!(count("enabled=false".into()).await, 0);
    assert_eq!(count("enabled=true&search=herrera".into()).await, 1);
    let (status, body) = admin.get("/api/users?sortBy=password_hash").await;
    assert_eq!((status, field_error(&body, "sortBy")), (StatusCode::UNPROCESSABLE_ENTITY, "Selecciona una opción válida.".into()));
}

#[tokio::test]
async fn creating_requires_profile_position_password_confirmation_and_projects() {
    let app = spawn().await;
    let (status, body) = app.login("admin").await.post("/api/users", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["first_name", "last_name", "username", "position_id", "profile_id", "project_ids", "password", "password_confirmation"] {
        assert_eq!(field_error(&body, field), "Este campo es obligatorio.", "{field}");
    }
    assert!(body["errors"]["email"].is_null(), "the e-mail is optional");
}

#[tokio::test]
async fn each_field_rule_has_its_message() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let base = new_user(&admin, "marcela.rojas").await;
    let cases: Vec<(&str, Value, &str)> = vec![
        ("first_name", json!("M".repeat(31)), "Debe tener como máximo 30 caracteres."),
        ("last_name", json!("R".repeat(51)), "Debe tener como máximo 50 caracteres."),
        ("username", json!("m"), "Debe tener al menos 2 caracteres."),
        ("username", json!("m".repeat(101)), "Debe tener como máximo 100 caracteres."),
        ("username", json!("marcela rojas"), "Usa solo letras, números y los signos . _ - @"),
        ("username", json!("INSPECTOR"), "Este valor ya está en uso."),
        ("email", json!(format!("{}@andes.cl", "m".repeat(92))), "Debe tener como máximo 100 caracteres."),
        ("email", json!("marcela@"), "Ingresa un correo electrónico válido."),
        ("email", json!("Inspector@Constructora-Andes.cl"), "Este valor ya está en uso."),
        ("password", json!("corta"), "La contraseña debe tener al menos 8 caracteres, con letras y números."),
        ("password_confirmation", json!("Obra2026y"), "Valores no coinciden"),
        ("project_ids", json!([]), "Este campo es obligatorio."),
        ("position_id", json!(uuid::Uuid::now_v7()), "Selecciona una opción válida."),
        ("profile_id", json!(uuid::Uuid::now_v7()), "Selecciona una opción válida."),
        ("project_ids", json!([uuid::Uuid::now_v7()]), "Selecciona una opción válida."),
        ("locale", json!("en"), "Selecciona una opción válida."),
    ];
    for (field, value, message) in cases {
        let mut body = base.clone();
        body[field] = value.clone();
        let (status, answer) = admin.post("/api/users", body).await;
        assert_eq!((status, field_error(&answer, field)), (StatusCode::UNPROCESSABLE_ENTITY, message.to_string()), "{field} = {value}");
    }
    // A 100-character e-mail and a 30-character first name are fine.
    let mut body = base.clone();
    body["email"] = json!(format!("{}@andes.cl", "m".repeat(91)));
    body["first_name"] = json!("M".repeat(30));
    assert_eq!(admin.post("/api/users", body).await.0, StatusCode::CREATED);
    assert_eq!(user(&admin, "marcela.rojas").await["email"].as_str().unwrap().len(), 100);
}

#[tokio::test]
async fn a_created_user_can_sign_in_and_the_creation_is_audited() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let mut body = new_user(&admin, "  Marcela.Rojas ").await;
    body["email"] = json!("Marcela.Rojas@Constructora-Andes.cl");
    let (status, created) = admin.post("/api/users", body).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let u = &created["data"];
    assert_eq!((u["username"].as_str(), u["email"].as_str(), u["enabled"].as_bool()), (Some("marcela.rojas"), Some("marcela.rojas@constructora-andes.cl"), Some(true)));
    assert_eq!((u["position"]["name"].as_str(), u["profile"]["name"].as_str(), u["projects"][0]["name"].as_str()), (Some("Jefe de Terreno"), Some("Inspector"), Some("Torre Central")));
    let client = app.client().await;
    let (status, _) = client.post("/login", json!({"username": "MARCELA.ROJAS", "password": "Obra2026x"})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, me) = client.get("/api/me").await;
    assert_eq!((me["data"]["projects"][0]["name"].as_str(), me["data"]["locale"].as_str()), (Some("Torre Central"), Some("es")));
    assert_eq!(audit_actions(&app, u["id"].as_str().unwrap()).await, vec!["user.created", "login"]);
}

#[tokio::test]
async fn saving_without_changes_is_refused_in_both_languages() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let u = user(&admin, "contratista").await;
    let path = format!("/api/users/{}", u["id"].as_str().unwrap());
    let (status, body) = admin.put(&path, as_input(&u)).await;
    assert_eq!((status, body["code"].as_str(), body["message"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("no_changes"), Some("Sin cambios para enviar")));
    let (_, body) = admin.lang("pt-BR").put(&path, as_input(&u)).await;
    assert_eq!(body["message"], "Sem alterações para enviar");
}

#[tokio::test]
async fn a_username_change_needs_confirmation_and_ends_the_users_sessions() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let contractor = app.login("contratista").await;
    let u = user(&admin, "contratista").await;
    let path = format!("/api/users/{}", u["id"].as_str().unwrap());
    let mut body = as_input(&u);
    body["username"] = json!("jorge.castillo");
    let (status, answer) = admin.put(&path, body.clone()).await;
    assert_eq!((status, answer["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("username_change_unconfirmed")));
    assert!(field_error(&answer, "username").starts_with("Al cambiar el nombre de usuario se cierran sus sesiones activas"));
    assert_eq!(contractor.get("/api/me").await.0, StatusCode::OK, "nothing happened yet");
    body["confirm_username_change"] = json!(true);
    let (status, answer) = admin.put(&path, body.clone()).await;
    assert_eq!((status, answer["data"]["username"].as_str(), answer["data"]["version"].as_i64()), (StatusCode::OK, Some("jorge.castillo"), Some(2)));
    assert_eq!(contractor.get("/api/me").await.0, StatusCode::UNAUTHORIZED, "the renamed user's session ended");
    assert_eq!(admin.get("/api/me").await.0, StatusCode::OK);
    // The form read version 1: saving it again is a conflict, not a silent overwrite.
    body["first_name"] = json!("Jorge Andrés");
    assert_eq!(admin.put(&path, body).await.0, StatusCode::CONFLICT);
    assert_eq!(user_actions(&app, &u).await, vec!["user.updated"]);
}

#[tokio::test]
async fn an_edit_changes_fields_projects_and_optionally_the_password() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let u = user(&admin, "inspector").await;
    let path = format!("/api/users/{}", u["id"].as_str().unwrap());
    let mut body = as_input(&u);
    body["last_name"] = json!("Paredes");
    body["email"] = json!("rodrigo.paredes@constructora-andes.cl");
    body["project_ids"] = json!([project_id(&admin, "Torre Central").await]);
    body["password"] = json!("Nueva2026x");
    body["password_confirmation"] = json!("Nueva2026z");
    let (_, answer) = admin.put(&path, body.clone()).await;
    assert_eq!(field_error(&answer, "password_confirmation"), "Valores no coinciden");
    body["password_confirmation"] = json!("Nueva2026x");
    let (status, answer) = admin.put(&path, body).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let names: Vec<&str> = answer["data"]["projects"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!((answer["data"]["last_name"].as_str(), names), (Some("Paredes"), vec!["Torre Central"]));
    assert_eq!(answer["data"]["email_verified"], false);
    let client = app.client().await;
    assert_eq!(client.post("/login", json!({"username": "inspector", "password": "Nueva2026x"})).await.0, StatusCode::OK);
}

#[tokio::test]
async fn deactivation_ends_sessions_and_activation_restores_sign_in() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let inspector = app.login("inspector").await;
    let u = user(&admin, "inspector").await;
    let path = format!("/api/users/{}/enabled", u["id"].as_str().unwrap());
    let (_, body) = admin.put(&path, json!({"enabled": false})).await;
    assert_eq!(field_error(&body, "version"), "Este campo es obligatorio.");
    let (status, body) = admin.put(&path, json!({"enabled": false, "version": u["version"]})).await;
    assert_eq!((status, body["data"]["enabled"].as_bool(), body["message"].as_str()), (StatusCode::OK, Some(false), Some("Usuario desactivado: sus sesiones se cerraron.")));
    assert_eq!(inspector.get("/api/me").await.0, StatusCode::UNAUTHORIZED);
    let client = app.client().await;
    assert_eq!(client.post("/login", json!({"username": "inspector", "password": PASSWORD})).await.0, StatusCode::UNAUTHORIZED);
    let (status, body) = admin.put(&path, json!({"enabled": false, "version": body["data"]["version"]})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("no_changes")));
    let (status, body) = admin.put(&path, json!({"enabled": true, "version": 2})).await;
    assert_eq!((status, body["data"]["enabled"].as_bool()), (StatusCode::OK, Some(true)));
    app.login("inspector").await;
    assert_eq!(user_actions(&app, &u).await, vec!["user.disabled", "user.enabled"]);
}

#[tokio::test]
async fn nobody_deactivates_or_demotes_themself() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let me = user(&admin, "admin").await;
    let (status, body) = admin.put(&format!("/api/users/{}/enabled", me["id"].as_str().unwrap()), json!({"enabled": false, "version": me["version"]})).await;
    assert_eq!((status, field_error(&body, "enabled")), (StatusCode::UNPROCESSABLE_ENTITY, "No puedes desactivar tu propio usuario.".into()));
    let mut body = as_input(&me);
    body["profile_id"] = json!(named(&admin, "profiles", "Contratista").await);
    let (_, answer) = admin.put(&format!("/api/users/{}", me["id"].as_str().unwrap()), body).await;
    assert_eq!(field_error(&answer, "profile_id"), "No puedes cambiar tu propio perfil.");
}

#[tokio::test]
async fn a_user_administrator_cannot_hand_out_a_profile_with_more_than_they_hold() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let inspector_profile = named(&admin, "profiles", "Inspector").await;
    let version = admin.get(&format!("/api/profiles/{inspector_profile}")).await.1["data"]["version"].clone();
    let (status, body) = admin.put(&format!("/api/profiles/{inspector_profile}/permissions/config.users.manage"), json!({"granted": true, "version": version})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let inspector = app.login("inspector").await;
    let mut body = new_user(&admin, "nuevo.inspector").await;
    for (profile, expected) in [("Administrador", StatusCode::UNPROCESSABLE_ENTITY), ("Supervisor", StatusCode::UNPROCESSABLE_ENTITY), ("Inspector", StatusCode::CREATED)] {
        body["profile_id"] = json!(named(&admin, "profiles", profile).await);
        let (status, answer) = inspector.post("/api/users", body.clone()).await;
        assert_eq!(status, expected, "{profile}: {answer}");
        if status != StatusCode::CREATED {
            assert_eq!(field_error(&answer, "profile_id"), "No puedes asignar un perfil con permisos que no tienes.");
        }
    }
}

#[tokio::test]
async fn mass_edit_changes_every_user_or_none() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let ids = [user(&admin, "inspector").await["id"].clone(), user(&admin, "contratista").await["id"].clone()];
    let jefe = named(&admin, "positions", "Jefe de Terreno").await;
    let (_, body) = admin.post("/api/users/bulk", json!({"ids": ids})).await;
    assert_eq!(field_error(&body, "ids"), "Elige al menos un cambio para aplicar.");
    let (_, body) = admin.post("/api/users/bulk", json!({"ids": [], "position_id": jefe})).await;
    assert_eq!(field_error(&body, "ids"), "Selecciona al menos 1 elemento(s).");
    // One id of another company: nothing changes.
    let foreign = user(&app.login("admin.sur").await, "admin.sur").await["id"].clone();
    let (status, _) = admin.post("/api/users/bulk", json!({"ids": [ids[0], foreign], "position_id": jefe})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(user(&admin, "inspector").await["position"]["name"], "Inspector de Calidad");
    let torre = project_id(&admin, "Torre Central").await;
    let (status, body) = admin.post("/api/users/bulk", json!({"ids": ids, "position_id": jefe, "project_ids": [torre]})).await;
    assert_eq!((status, body["data"]["updated"].as_u64(), body["message"].as_str()), (StatusCode::OK, Some(2), Some("2 usuario(s) actualizado(s).")));
    for name in ["inspector", "contratista"] {
        let u = user(&admin, name).await;
        assert_eq!((u["position"]["name"].as_str(), u["projects"][0]["name"].as_str(), u["projects"].as_array().unwrap().len()), (Some("Jefe de Terreno"), Some("Torre Central"), 1), "{name}");
    }
    let contractor = app.login("contratista").await;
    let (status, _) = admin.post("/api/users/bulk", json!({"ids": ids, "enabled": false})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(contractor.get("/api/me").await.0, StatusCode::UNAUTHORIZED, "mass deactivation ends sessions too");
    let me = user(&admin, "admin").await["id"].clone();
    let (_, body) = admin.post("/api/users/bulk", json!({"ids": [me], "enabled": false})).await;
    assert_eq!(field_error(&body, "enabled"), "No puedes desactivar tu propio usuario.");
}

#[tokio::test]
async fn another_companys_user_is_not_found() {
    let app = spawn().await;
    let u = user(&app.login("admin").await, "contratista").await;
    let id = u["id"].as_str().unwrap();
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.get(&format!("/api/users/{id}")).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.put(&format!("/api/users/{id}"), as_input(&u)).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.put(&format!("/api/users/{id}/enabled"), json!({"enabled": false, "version": 1})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.get("/api/users").await.1["total"], 1);
    assert_eq!(app.login("contratista").await.get("/api/me").await.0, StatusCode::OK);
}
