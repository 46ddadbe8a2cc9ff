//! Site workers: the RUT/CPF rules, list filters, edits, the spreadsheet import and tenancy.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::*;

async fn worker(client: &Client, first: &str, id: &str, contractor: &str) -> (StatusCode, Value) {
    let torre = project_id(client, "Torre Central").await;
    client.post("/api/workers", json!({"first_name": first, "last_name": "Rojas", "national_id": id, "contractor": contractor, "position": "Maestro", "project_ids": [torre]})).await
}

async fn import(client: &Client, name: &str, bytes: Vec<u8>, projects: &str, dry_run: bool) -> (StatusCode, Value) {
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()))
        .text("project_ids", projects.to_string())
        .text("dry_run", dry_run.to_string());
    let res = client.http.post(format!("{}/api/workers/import", client.base)).header("X-XSRF-TOKEN", &client.xsrf).multipart(form).send().await.unwrap();
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_chilean_worker_needs_a_valid_unique_rut() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = worker(&admin, "Pedro", "16.543.210-9", "Andamios del Sur").await;
    assert_eq!((status, field_error(&body, "national_id")), (StatusCode::UNPROCESSABLE_ENTITY, "Ingresa un RUT válido.".into()));
    let (status, body) = worker(&admin, "Pedro", "16.543.210-k", "Andamios del Sur").await;
    assert_eq!((status, body["data"]["national_id"].as_str(), body["data"]["id_kind"].as_str()), (StatusCode::CREATED, Some("16543210-K"), Some("rut")), "{body}");
    let (_, body) = worker(&admin, "Juan", "16543210K", "Otra").await;
    assert_eq!(field_error(&body, "national_id"), "Este valor ya está en uso.");
    let (status, body) = admin.post("/api/workers", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["first_name", "last_name", "national_id", "project_ids"] {
        assert_eq!(field_error(&body, field), "Este campo es obligatorio.", "{field}");
    }
    let (_, body) = worker(&admin, &"P".repeat(61), "17000001-3", &"C".repeat(121)).await;
    assert_eq!((field_error(&body, "first_name"), field_error(&body, "contractor")), ("Debe tener como máximo 60 caracteres.".into(), "Debe tener como máximo 120 caracteres.".into()));
}

#[tokio::test]
async fn a_brazilian_worker_needs_a_valid_cpf() {
    let app = spawn().await;
    let sur = app.login("admin.sur").await;
    let jardim = project_id(&sur, "Residencial Jardim Sul").await;
    let body = |id: &str| json!({"first_name": "João", "last_name": "Silva", "national_id": id, "project_ids": [jardim]});
    let (_, answer) = app.login("admin.sur").await.lang("pt-BR").post("/api/workers", body("123.456.789-00")).await;
    assert_eq!(field_error(&answer, "national_id"), "Informe um CPF válido.");
    let (status, answer) = sur.post("/api/workers", body("52998224725")).await;
    assert_eq!((status, answer["data"]["national_id"].as_str(), answer["data"]["id_kind"].as_str()), (StatusCode::CREATED, Some("529.982.247-25"), Some("cpf")));
}

#[tokio::test]
async fn the_list_filters_and_an_edit_can_deactivate() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    worker(&admin, "Pedro", "16543210-K", "Andamios del Sur").await;
    let (_, w) = worker(&admin, "Luis", "17000001-3", "Moldajes Ltda").await;
    worker(&admin, "Ana", "18234567-9", "andamios del sur").await;
    let count = |q: &'static str| { let admin = &admin; async move { admin.get(&format!("/api/workers?{q}")).await.1["total"].as_u64().unwrap() } };
    assert_eq!(count("contractor=ANDAMIOS%20DEL%20SUR").await, 2);
    assert_eq!(count("search=17000001").await, 1);
    let id = w["data"]["id"].as_str().unwrap();
    let mut body = json!({"first_name": "Luis", "last_name": "Rojas", "national_id": "17000001-3", "project_ids": [project_id(&admin, "Edificio Los Robles").await], "active": false, "version": 1});
    let (status, answer) = admin.put(&format!("/api/workers/{id}"), body.clone()).await;
    assert_eq!((status, answer["data"]["active"].as_bool(), answer["data"]["projects"][0]["name"].as_str()), (StatusCode::OK, Some(false), Some("Edificio Los Robles")));
    assert_eq!(count("active=false").await, 1);
    assert_eq!(admin.put(&format!("/api/workers/{id}"), body.clone()).await.0, StatusCode::CONFLICT);
    body["version"] = json!(2);
    assert_eq!(app.login("admin.sur").await.put(&format!("/api/workers/{id}"), body).await.0, StatusCode::NOT_FOUND);
    assert_eq!(app.login("admin.sur").await.get("/api/workers").await.1["total"], 0);
}

#[tokio::test]
async fn an_import_reports_rows_and_writes_all_or_nothing() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    worker(&admin, "Pedro", "16543210-K", "Andamios del Sur").await;
    let torre = project_id(&admin, "Torre Central").await;
    let bad = "Nombre;Apellido;RUT;Empresa contratista;Cargo\nLuis;Soto;17.000.001-3;Moldajes;Carpintero\n;Díaz;18.234.567-9;;\nAna;Ruiz;12.345.678-9;;\nEva;Lagos;17000001-3;;\nIván;Mora;16543210-k;;\n\n=HYPERLINK(\"x\");Vera;20.111.222-2;;\n";
    let (status, body) = import(&admin, "trabajadores.csv", bad.as_bytes().to_vec(), &torre, false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let got: Vec<(u64, &str, &str)> = body["data"]["errors"].as_array().unwrap().iter().map(|e| (e["row"].as_u64().unwrap(), e["field"].as_str().unwrap(), e["kind"].as_str().unwrap())).collect();
    assert_eq!(got, vec![(3, "first_name", "required"), (4, "national_id", "invalid"), (5, "national_id", "duplicated"), (6, "national_id", "duplicated"), (8, "first_name", "formula")]);
    assert_eq!((body["data"]["valid_rows"].as_u64(), body["data"]["created"].as_u64()), (Some(1), Some(0)));
    assert_eq!(admin.get("/api/workers").await.1["total"], 1, "nothing written");
    let good = "Nombre;Apellido;RUT;Empresa contratista;Cargo\nLuis;Soto;17.000.001-3;Moldajes;Carpintero\nAna;Díaz;18.234.567-9;;\n";
    let (_, body) = import(&admin, "trabajadores.csv", good.as_bytes().to_vec(), &torre, true).await;
    assert_eq!((body["data"]["valid_rows"].as_u64(), body["data"]["created"].as_u64()), (Some(2), Some(0)), "a dry run writes nothing");
    let (_, body) = import(&admin, "trabajadores.csv", good.as_bytes().to_vec(), &torre, false).await;
    assert_eq!((body["data"]["created"].as_u64(), body["message"].as_str()), (Some(2), Some("2 trabajador(es) importado(s).")));
    assert_eq!(admin.get(&format!("/api/workers?project_id={torre}")).await.1["total"], 3);
    let (_, body) = import(&admin, "trabajadores.csv", b"Nombre;Cargo\nLuis;X\n".to_vec(), &torre, true).await;
    assert_eq!((field_error(&body, "columns.last_name"), field_error(&body, "columns.national_id")), ("Falta esta columna obligatoria en el archivo.".into(), "Falta esta columna obligatoria en el archivo.".into()));
    let (_, body) = import(&admin, "trabajadores.csv", good.as_bytes().to_vec(), "", true).await;
    assert_eq!(field_error(&body, "project_ids"), "Este campo es obligatorio.");
}
