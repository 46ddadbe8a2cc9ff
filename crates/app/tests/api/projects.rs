//! The user's projects: pagination, search, sorting, tenancy and assignments.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn the_list_pages_from_one_with_has_more() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let (status, body) = client.get("/api/projects?page=1&rowsPerPage=2&sortBy=name").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((body["current_page"].as_u64(), body["total"].as_u64(), body["rowsPerPage"].as_u64()), (Some(1), Some(3), Some(2)));
    assert_eq!(body["has_more"], true);
    assert_eq!(body["data"][0]["name"], "Condominio Vista Cordillera");
    let (_, body) = client.get("/api/projects?page=2&rowsPerPage=2&sortBy=name").await;
    assert_eq!(body["has_more"], false);
    assert_eq!(body["data"].as_array().unwrap().len(), 1);
    assert_eq!(body["data"][0]["name"], "Torre Central");
}

#[tokio::test]
async fn sorting_descending_reverses_the_order() {
    let app = spawn().await;
    let (_, body) = app.login("admin").await.get("/api/projects?sortBy=name&descending=true").await;
    assert_eq!(body["data"][0]["name"], "Torre Central");
}

#[tokio::test]
async fn search_ignores_case_on_both_engines() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let (_, body) = client.get("/api/projects?search=ROBLES").await;
    let names: Vec<&str> = body["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["Edificio Los Robles"]);
    let (_, body) = client.get("/api/projects?search=concepci").await;
    assert_eq!(body["total"], 1, "matches the city");
    let (_, body) = client.get("/api/projects?search=100%25").await;
    assert_eq!(body["total"], 0, "a % in the text is literal, not a wildcard");
}

#[tokio::test]
async fn an_unknown_sort_column_is_a_422() {
    let app = spawn().await;
    let (status, body) = app.login("admin").await.get("/api/projects?sortBy=password").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "sortBy"), "Selecciona una opción válida.");
}

#[tokio::test]
async fn users_see_only_their_assigned_projects() {
    let app = spawn().await;
    let (_, body) = app.login("contratista").await.get("/api/projects").await;
    assert_eq!(body["total"], 1);
    assert_eq!(body["data"][0]["name"], "Edificio Los Robles");
}

#[tokio::test]
async fn a_project_shows_its_spec_fields() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let id = project_id(&client, "Edificio Los Robles").await;
    let (status, body) = client.get(&format!("/api/projects/{id}")).await;
    assert_eq!(status, StatusCode::OK);
    let p = &body["data"];
    assert_eq!(p["real_estate_name"], "Inmobiliaria Los Robles SpA");
    assert_eq!(p["legal_representative_tax_id"], "12.345.678-5");
    assert_eq!(p["group"]["name"], "Región Metropolitana");
}

#[tokio::test]
async fn a_project_of_another_company_is_404() {
    let app = spawn().await;
    let andes = app.login("admin").await;
    let id = project_id(&andes, "Torre Central").await;
    let sur = app.login("admin.sur").await;
    let (status, _) = sur.get(&format!("/api/projects/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = sur.get(&format!("/api/projects?projectId={id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "project parameters are checked against assignments");
    let (status, _) = sur.put("/api/me/preferences", json!({"active_project_id": id})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_unassigned_project_of_the_same_company_is_404() {
    let app = spawn().await;
    let id = project_id(&app.login("admin").await, "Torre Central").await;
    let (status, _) = app.login("contratista").await.get(&format!("/api/projects/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.login("contratista").await.get(&format!("/api/projects?proyecto_id={id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn choosing_the_active_project_and_language_is_remembered() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let id = project_id(&client, "Torre Central").await;
    let (status, body) = client.put("/api/me/preferences", json!({"active_project_id": id, "locale": "pt-BR"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["active_project_id"], id.as_str());
    let (_, me) = app.login("admin").await.get("/api/me").await;
    assert_eq!(me["data"]["active_project_id"], id.as_str());
    assert_eq!(me["data"]["locale"], "pt");
    let (status, body) = client.put("/api/me/preferences", json!({"locale": "fr"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "locale"), "Selecciona una opción válida.");
}

#[tokio::test]
async fn administrators_may_list_every_project_of_the_company() {
    let app = spawn().await;
    let contractor = app.login("contratista").await;
    assert_eq!(contractor.get("/api/projects").await.1["total"], 1);
    let (status, body) = contractor.get("/api/projects?all=true").await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::FORBIDDEN, Some("Sin permisos para realizar esta acción")));
    let inspector_profile = {
        let admin = app.login("admin").await;
        let (_, profiles) = admin.get("/api/profiles").await;
        let p = profiles["data"].as_array().unwrap().iter().find(|p| p["name"] == "Inspector").unwrap().clone();
        let (status, _) = admin.put(&format!("/api/profiles/{}/permissions/config.users.manage", p["id"].as_str().unwrap()), json!({"granted": true, "version": p["version"]})).await;
        assert_eq!(status, StatusCode::OK);
        p
    };
    let inspector = app.login("inspector").await;
    assert_eq!(inspector.get("/api/projects").await.1["total"], 2, "{inspector_profile}");
    assert_eq!(inspector.get("/api/projects?all=true").await.1["total"], 3);
    assert_eq!(app.login("admin.sur").await.get("/api/projects?all=true").await.1["total"], 1);
}
