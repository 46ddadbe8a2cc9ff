//! User import: upload, mapping, roles, the row rules with their errors by row, the all-or-nothing commit,
//! invitations, history and tenancy.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{config_users::named, support::*};

const HEADER: [&str; 5] = ["Nombre", "Apellido", "Usuario", "Correo", "Cargo"];

/// An .xlsx with one sheet; a cell starting with `=` is written as a formula.
pub fn xlsx(rows: &[Vec<String>]) -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for (r, row) in rows.iter().enumerate() {
        for (c, text) in row.iter().enumerate() {
            if text.starts_with('=') {
                sheet.write_formula(r as u32, c as u16, text.as_str()).unwrap();
            } else if !text.is_empty() {
                sheet.write_string(r as u32, c as u16, text).unwrap();
            }
        }
    }
    book.save_to_buffer().unwrap()
}

fn row(cells: [&str; 5]) -> Vec<String> {
    cells.iter().map(|c| c.to_string()).collect()
}

pub async fn upload(client: &Client, name: &str, bytes: Vec<u8>) -> (StatusCode, Value) {
    let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()));
    let res = client.http.post(format!("{}/api/user-imports", client.base)).header("X-XSRF-TOKEN", &client.xsrf).header("Accept-Language", &client.lang).multipart(form).send().await.unwrap();
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

/// Steps 1–4: Torre Central for everybody; Jefe de Terreno → Supervisor; Inspector de Calidad → Inspector, in Los Robles.
pub async fn plan(admin: &Client) -> Value {
    json!({
        "project_ids": [project_id(admin, "Torre Central").await],
        "mapping": {"first_name": 0, "last_name": 1, "username": 2, "email": 3, "position": 4},
        "roles": [
            {"position": "jefe de terreno", "profile_id": named(admin, "profiles", "Supervisor").await},
            {"position": "Inspector de Calidad", "profile_id": named(admin, "profiles", "Inspector").await, "project_ids": [project_id(admin, "Edificio Los Robles").await]},
        ],
    })
}

async fn total_users(admin: &Client) -> u64 {
    admin.get("/api/users").await.1["total"].as_u64().unwrap()
}

fn good_rows() -> Vec<Vec<String>> {
    vec![
        row(HEADER),
        row(["José", "Muñoz Ñúñez", "jose.munoz", "jose.munoz@constructora-andes.cl", "Jefe de Terreno"]),
        row(["", "", "", "", ""]),
        row(["Ana", "Pérez", "ana.perez", "ana.perez@constructora-andes.cl", " inspector de calidad "]),
        row(["Luis", "Soto", "luis.soto", "luis.soto@constructora-andes.cl", "Jefe de Terreno"]),
    ]
}

#[tokio::test]
async fn an_upload_answers_columns_sample_and_a_suggested_mapping() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = upload(&admin, "usuarios.xlsx", xlsx(&good_rows())).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let d = &body["data"];
    assert_eq!(d["columns"], json!(HEADER));
    assert_eq!((d["import"]["rows_total"].as_i64(), d["import"]["status"].as_str()), (Some(3), Some("draft")));
    assert_eq!(d["sample"][1][0], "Ana", "the blank row is skipped");
    assert_eq!(d["suggested"], json!({"first_name": 0, "last_name": 1, "username": 2, "email": 3, "position": 4, "profile": null}));
    let (_, body) = upload(&admin, "usuarios.xls", vec![1, 2, 3]).await;
    assert_eq!(field_error(&body, "file"), "Solo se aceptan archivos .xlsx o .csv.");
    let (_, body) = upload(&admin, "vacio.csv", b"Nombre;Apellido\n;\n".to_vec()).await;
    assert_eq!(field_error(&body, "file"), "El archivo no tiene filas con datos.");
    let (_, body) = upload(&admin, "roto.xlsx", b"not a zip".to_vec()).await;
    assert_eq!(field_error(&body, "file"), "No se pudo leer el archivo: usa una planilla .xlsx o .csv.");
    let (status, body) = admin.post("/api/user-imports", json!({})).await;
    assert_eq!((status, field_error(&body, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".into()));
}

#[tokio::test]
async fn required_columns_must_be_mapped_and_projects_chosen() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, up) = upload(&admin, "usuarios.csv", b"Nombre,Apellido\nAna,Perez\n".to_vec()).await;
    let path = format!("/api/user-imports/{}/check", up["data"]["import"]["id"].as_str().unwrap());
    let (status, body) = admin.post(&path, json!({"mapping": {"first_name": 0, "last_name": 7}})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "project_ids"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "mapping.last_name"), "Selecciona una opción válida.");
    for field in ["username", "email", "position"] {
        assert_eq!(field_error(&body, &format!("mapping.{field}")), "Asigna una columna a este campo.", "{field}");
    }
}

#[tokio::test]
async fn bad_rows_are_listed_by_row_and_kind_and_nothing_is_written() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let before = total_users(&admin).await;
    let rows = vec![
        row(HEADER),
        row(["José", "Muñoz", "jose.munoz", "jose.munoz@constructora-andes.cl", "Jefe de Terreno"]), // 2: fine
        row([&"M".repeat(31), "", "m", "ok1@constructora-andes.cl", "Jefe de Terreno"]),           // 3
        row(["", "", "", "", ""]),                                                                     // 4: blank
        row(["Pepe", "Díaz", "JOSE.MUNOZ", &format!("{}@andes.cl", "p".repeat(92)), "Jefe de Terreno"]), // 5
        row(["Rosa", "Vial", "INSPECTOR", "rosa@", "Bodeguero"]),                                     // 6
        row(["=CONCAT(\"A\",\"B\")", "Ruiz", "ana.ruiz", "ana.ruiz@constructora-andes.cl", "Administrativo"]), // 7
        row(["Eva", "Lagos", "eva.lagos", "inspector@constructora-andes.cl", "Administrativo"]),      // 8
        row(["Tomás", "Ríos", "tomas.rios", "tomas.rios@constructora-andes.cl", "Administrativo"]),   // 9: no role
    ];
    let (_, up) = upload(&admin, "usuarios con errores.xlsx", xlsx(&rows)).await;
    let id = up["data"]["import"]["id"].as_str().unwrap().to_string();
    let (status, body) = admin.post(&format!("/api/user-imports/{id}/check"), plan(&admin).await).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let d = &body["data"];
    let got: Vec<(u64, String, String)> = d["errors"].as_array().unwrap().iter().map(|e| (e["row"].as_u64().unwrap(), e["field"].as_str().unwrap().into(), e["kind"].as_str().unwrap().into())).collect();
    let expected: Vec<(u64, &str, &str)> = vec![
        (3, "first_name", "too_long"), (3, "last_name", "required"), (3, "username", "too_short"),
        (5, "username", "duplicated"), (5, "email", "too_long"),
        (6, "email", "invalid"), (6, "position", "unknown"),
        (7, "first_name", "formula"),
        (8, "email", "duplicated"), (8, "profile", "no_role"),
        (9, "profile", "no_role"),
        (6, "username", "duplicated"),
    ];
    for (r, f, k) in &expected {
        assert!(got.contains(&(*r, f.to_string(), k.to_string())), "missing {r} {f} {k} in {got:?}");
    }
    assert_eq!((d["rows_total"].as_u64(), d["valid_rows"].as_u64(), d["error_count"].as_u64()), (Some(7), Some(1), Some(expected.len() as u64)), "{got:?}");
    let dup = d["errors"].as_array().unwrap().iter().find(|e| e["row"] == 5 && e["field"] == "username").unwrap();
    assert_eq!(dup["message"], "Duplicado en el archivo (fila 2).");
    let (status, body) = admin.post(&format!("/api/user-imports/{id}/commit"), plan(&admin).await).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("import_invalid")));
    assert!(body["message"].as_str().unwrap().starts_with("El archivo tiene 12 error(es)"), "{body}");
    assert_eq!(total_users(&admin).await, before, "nothing written");
    let (_, history) = admin.get("/api/user-imports").await;
    assert_eq!((history["data"][0]["status"].as_str(), history["data"][0]["error_count"].as_i64()), (Some("failed"), Some(12)));
}

#[tokio::test]
async fn a_clean_file_creates_every_user_with_roles_projects_and_invitations() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let before = total_users(&admin).await;
    let file = xlsx(&good_rows());
    let (_, up) = upload(&admin, "equipo.xlsx", file.clone()).await;
    let id = up["data"]["import"]["id"].as_str().unwrap().to_string();
    let (_, check) = admin.post(&format!("/api/user-imports/{id}/check"), plan(&admin).await).await;
    let d = &check["data"];
    assert_eq!((d["valid_rows"].as_u64(), d["error_count"].as_u64()), (Some(3), Some(0)), "{check}");
    assert_eq!(d["by_profile"], json!({"Inspector": 1, "Supervisor": 2}));
    assert_eq!(d["by_project"], json!({"Edificio Los Robles": 1, "Torre Central": 2}));
    assert_eq!(total_users(&admin).await, before, "the summary writes nothing");
    let (status, body) = admin.post(&format!("/api/user-imports/{id}/commit"), plan(&admin).await).await;
    assert_eq!((status, body["data"]["created_count"].as_i64(), body["message"].as_str()), (StatusCode::OK, Some(3), Some("3 usuario(s) importado(s).")), "{body}");
    assert_eq!(total_users(&admin).await, before + 3);
    let (_, users) = admin.get("/api/users?search=ana.perez").await;
    let ana = &users["data"][0];
    assert_eq!((ana["first_name"].as_str(), ana["profile"]["name"].as_str(), ana["position"]["name"].as_str(), ana["projects"][0]["name"].as_str()), (Some("Ana"), Some("Inspector"), Some("Inspector de Calidad"), Some("Edificio Los Robles")));
    // The invitation's link sets the password; then the user signs in.
    let mail = app.sent_mail().await;
    let (_, _, text) = mail.iter().find(|(to, _, _)| to == "jose.munoz@constructora-andes.cl").expect("invitation");
    let token = text.split("token=").nth(1).unwrap().split_whitespace().next().unwrap();
    let client = app.client().await;
    assert_eq!(client.post("/login", json!({"username": "jose.munoz", "password": ""})).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, body) = client.post("/api/password-reset/confirm", json!({"token": token, "password": "Obra2026x", "password_confirmation": "Obra2026x"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(client.post("/login", json!({"username": "jose.munoz", "password": "Obra2026x"})).await.0, StatusCode::OK);
    // History, the file as uploaded, and no second commit.
    let (_, history) = admin.get("/api/user-imports").await;
    let h = &history["data"][0];
    assert_eq!((h["status"].as_str(), h["created_count"].as_i64(), h["file_name"].as_str(), h["created_by"]["name"].as_str()), (Some("completed"), Some(3), Some("equipo.xlsx"), Some("Carolina Vergara Soto")));
    let res = admin.http.get(format!("{}/api/user-imports/{id}/file", admin.base)).send().await.unwrap();
    assert!(res.headers()["content-disposition"].to_str().unwrap().starts_with("attachment; filename=\"equipo.xlsx\""));
    assert!(res.bytes().await.unwrap().to_vec() == file, "the download is the file as uploaded");
    let (_, body) = admin.post(&format!("/api/user-imports/{id}/commit"), plan(&admin).await).await;
    assert_eq!(field_error(&body, "id"), "Esta importación ya fue procesada.");
    assert_eq!(audit_actions(&app, &id).await, vec!["user_import.completed"]);
}

#[tokio::test]
async fn an_import_over_the_user_limit_writes_nothing() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let torre = project_id(&admin, "Torre Central").await;
    let (_, me) = admin.get("/api/me").await;
    let company = me["data"]["company"]["id"].as_str().unwrap();
    let (status, _) = app.login("soporte").await.put(&format!("/api/admin/companies/{company}/user-limits"), json!({"company": 50, "projects": [{"id": torre, "max": 3}]})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, up) = upload(&admin, "equipo.csv", b"Nombre;Apellido;Usuario;Correo;Cargo\nAna;Perez;ana.p;ana.p@andes.cl;Jefe de Terreno\nLuis;Soto;luis.s;luis.s@andes.cl;Jefe de Terreno\n".to_vec()).await;
    let id = up["data"]["import"]["id"].as_str().unwrap();
    let (status, body) = admin.post(&format!("/api/user-imports/{id}/commit"), plan(&admin).await).await;
    assert_eq!((status, body["detail"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("Proyecto Torre Central: máximo 3 usuarios activos.")));
    assert!(admin.get("/api/users?search=ana.p").await.1["data"].as_array().unwrap().is_empty());
    assert_eq!(admin.get("/api/user-imports").await.1["data"][0]["status"], "draft", "the draft can be confirmed once more users are allowed");
}

#[tokio::test]
async fn another_companys_import_is_not_found() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, up) = upload(&admin, "equipo.xlsx", xlsx(&good_rows())).await;
    let id = up["data"]["import"]["id"].as_str().unwrap();
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.get(&format!("/api/user-imports/{id}/file")).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.post(&format!("/api/user-imports/{id}/check"), json!({})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.post(&format!("/api/user-imports/{id}/commit"), json!({})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.get("/api/user-imports").await.1["total"], 0);
}
