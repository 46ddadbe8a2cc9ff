//! Deliveries configuration: unit types and their limits, the checklist tree, severities, the xlsx round trip,
//! plans, project data and settings, and another company's objects.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{support::*, warranties_support::*};

/// The tree as (level, name, children) without ids, to compare two unit types.
fn shape(nodes: &Value) -> Value {
    Value::Array(nodes.as_array().unwrap().iter().map(|n| json!([n["level"], n["name"], n["severity_id"].is_string(), shape(&n["children"])])).collect())
}

#[tokio::test]
async fn unit_type_names_surface_and_rooms_follow_the_spec_limits() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let path = format!("/api/warranties/unit-types?projectId={p}");
    let (s, b) = admin.post(&path, json!({"name": "x".repeat(50)})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&b, "name"), "Debe tener como máximo 49 caracteres.");
    let (s, b) = admin.post(&path, json!({"name": ""})).await;
    assert_eq!((s, field_error(&b, "name")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".into()));
    let (s, b) = admin.post(&path, json!({"name": "Tipo A", "surface": 100000})).await;
    assert_eq!((s, field_error(&b, "surface")), (StatusCode::UNPROCESSABLE_ENTITY, "El valor máximo es 99999.99.".into()));
    let (s, b) = admin.post(&path, json!({"name": "Tipo A", "surface": 55.25})).await;
    assert_eq!((s, field_error(&b, "surface")), (StatusCode::UNPROCESSABLE_ENTITY, "Se permite como máximo 1 decimal.".into()));
    let (s, b) = admin.post(&path, json!({"name": "Tipo A", "surface": -1})).await;
    assert_eq!((s, field_error(&b, "surface")), (StatusCode::UNPROCESSABLE_ENTITY, "El valor mínimo es 0.".into()));
    let (s, b) = admin.post(&path, json!({"name": "x".repeat(49), "surface": 99999.9, "rooms": 4})).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let (s, b) = admin.post(&path, json!({"name": "Dúplex Ñandú"})).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    // The same name in other case and without accents is the same name.
    let pt = app.login("admin").await.lang("pt");
    let (s, b) = pt.post(&path, json!({"name": "duplex ñandu"})).await;
    assert_eq!((s, field_error(&b, "name")), (StatusCode::UNPROCESSABLE_ENTITY, "Este valor já está em uso.".into()));
    let (_, list) = admin.get(&path).await;
    assert_eq!(list["total"], 2);
}

#[tokio::test]
async fn the_checklist_tree_grows_level_by_level_and_survives_an_xlsx_round_trip() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let (id, item, issue, _) = checklist(&admin, &p, "Tipo B").await;
    // An issue has no children; siblings are unique ignoring accents.
    let (s, b) = admin.post(&format!("/api/warranties/unit-types/{id}/nodes"), json!({"parent_id": issue, "name": "Más"})).await;
    assert_eq!((s, field_error(&b, "parent_id")), (StatusCode::UNPROCESSABLE_ENTITY, "Una falla no puede tener elementos bajo ella.".into()));
    let (s, b) = admin.post(&format!("/api/warranties/unit-types/{id}/nodes"), json!({"name": "BANO PRINCIPAL"})).await;
    assert_eq!((s, field_error(&b, "name")), (StatusCode::UNPROCESSABLE_ENTITY, "Ya existe un elemento con este nombre en el mismo nivel.".into()));
    let (s, _) = admin.post(&format!("/api/warranties/unit-types/{id}/nodes"), json!({"parent_id": item, "name": "Descascaramiento"})).await;
    assert_eq!(s, StatusCode::CREATED);
    admin.post(&format!("/api/warranties/unit-types/{id}/nodes"), json!({"name": "Cocina"})).await;
    let (_, detail) = admin.get(&format!("/api/warranties/unit-types/{id}")).await;
    let tree = &detail["data"]["tree"];
    assert_eq!(tree.as_array().unwrap().len(), 2);
    assert_eq!(tree[0]["children"][0]["children"][0]["children"].as_array().unwrap().len(), 2);

    let (s, kind, xlsx) = bytes(&admin, &format!("/api/warranties/unit-types/{id}/export")).await;
    assert_eq!(s, StatusCode::OK);
    assert!(kind.contains("spreadsheetml"));
    let (_, other) = admin.post(&format!("/api/warranties/unit-types?projectId={p}"), json!({"name": "Tipo B copia"})).await;
    let other = other["data"]["id"].as_str().unwrap().to_string();
    let (s, b) = upload(&admin, Method::POST, &format!("/api/warranties/unit-types/{other}/import"), &[], vec![("tipo.xlsx", xlsx.clone())]).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["data"]["created"], 6);
    let (_, copy) = admin.get(&format!("/api/warranties/unit-types/{other}")).await;
    assert_eq!(shape(&copy["data"]["tree"]), shape(tree));
    // Importing the same file again adds nothing.
    let (_, again) = upload(&admin, Method::POST, &format!("/api/warranties/unit-types/{other}/import"), &[], vec![("tipo.xlsx", xlsx)]).await;
    assert_eq!((again["data"]["created"].clone(), again["data"]["existing"].clone()), (json!(0), json!(3)));
}

#[tokio::test]
async fn a_wrong_row_refuses_the_whole_import() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let (_, t) = admin.post(&format!("/api/warranties/unit-types?projectId={p}"), json!({"name": "Tipo C"})).await;
    let id = t["data"]["id"].as_str().unwrap();
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for (r, row) in [["Recinto", "Lugar", "Ítem", "Falla", "Severidad"], ["Cocina", "Muros", "Pintura", "", ""], ["Living", "", "Ventana", "", ""], ["Dormitorio", "Piso", &"x".repeat(121), "", ""]].iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            sheet.write_string(r as u32, c as u16, *v).unwrap();
        }
    }
    let (s, b) = upload(&admin, Method::POST, &format!("/api/warranties/unit-types/{id}/import"), &[], vec![("malo.xlsx", book.save_to_buffer().unwrap())]).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
    assert!(field_error(&b, "row 3").starts_with("Falta un nivel intermedio"), "{b}");
    assert_eq!(field_error(&b, "row 4"), "Debe tener como máximo 120 caracteres.");
    let (_, detail) = admin.get(&format!("/api/warranties/unit-types/{id}")).await;
    assert_eq!(detail["data"]["tree"], json!([]), "nothing was written");
    let (s, b) = upload(&admin, Method::POST, &format!("/api/warranties/unit-types/{id}/import"), &[], vec![("tipo.csv", b"a,b".to_vec())]).await;
    assert_eq!((s, field_error(&b, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Sube un archivo .xlsx.".into()));
}

#[tokio::test]
async fn plans_logo_project_data_and_settings_are_kept_and_checked() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let (_, t) = admin.post(&format!("/api/warranties/unit-types?projectId={p}"), json!({"name": "Tipo D"})).await;
    let id = t["data"]["id"].as_str().unwrap();
    let (s, b) = upload(&admin, Method::POST, &format!("/api/warranties/unit-types/{id}/plans"), &[], vec![("plano.pdf", pdf_bytes("plano")), ("foto.png", png())]).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let (s, b) = upload(&admin, Method::POST, &format!("/api/warranties/unit-types/{id}/plans"), &[], vec![("plano.txt", b"hola".to_vec())]).await;
    assert_eq!((s, field_error(&b, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Sube una imagen PNG o JPEG, o un PDF.".into()));
    let (_, plans) = admin.get(&format!("/api/warranties/unit-types/{id}/plans")).await;
    assert_eq!(plans["data"].as_array().unwrap().len(), 2);
    let (s, kind, body) = bytes(&admin, plans["data"][0]["url"].as_str().unwrap()).await;
    assert_eq!((s, kind.as_str(), body, ), (StatusCode::OK, "application/pdf", pdf_bytes("plano")));

    let (s, b) = upload(&admin, Method::PUT, &format!("/api/warranties/project/logo?projectId={p}"), &[], vec![("logo.png", png())]).await;
    assert_eq!((s, b["data"]["has_logo"].clone()), (StatusCode::OK, json!(true)), "{b}");
    let (s, b) = admin.put(&format!("/api/warranties/project?projectId={p}"), json!({"municipal_reception_date": "2026-13-01", "real_estate_name": "Inmobiliaria X"})).await;
    assert_eq!((s, field_error(&b, "municipal_reception_date")), (StatusCode::UNPROCESSABLE_ENTITY, "Ingresa una fecha válida.".into()));
    let (s, b) = admin.put(&format!("/api/warranties/project?projectId={p}"), json!({"municipal_reception_date": "2026-03-01", "real_estate_name": "Inmobiliaria X"})).await;
    assert_eq!((s, b["data"]["real_estate_name"].clone(), b["data"]["municipal_reception_date"].clone()), (StatusCode::OK, json!("Inmobiliaria X"), json!("2026-03-01")));

    let (_, settings) = admin.get(&format!("/api/warranties/settings?projectId={p}")).await;
    assert_eq!(settings["data"]["delivery"]["visits_per_day"], 4);
    let (s, b) = admin.put(&format!("/api/warranties/settings/delivery?projectId={p}"), json!({"visits_per_day": 0, "day_start": "18:00", "day_end": "09:00"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&b, "visits_per_day"), "El valor mínimo es 1.");
    assert_eq!(field_error(&b, "day_end"), "El fin de la jornada debe ser posterior a su inicio.");
    let (s, b) = admin.put(&format!("/api/warranties/settings/iframe?projectId={p}"), json!({"enabled": true, "allowed_origins": ["https://propietarios.andes.cl"], "primary_color": "#112233"})).await;
    assert_eq!((s, b["data"]["iframe"]["enabled"].clone()), (StatusCode::OK, json!(true)));
    let (s, _) = admin.put(&format!("/api/warranties/settings/unknown?projectId={p}"), json!({})).await;
    assert_eq!(s, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn another_companys_unit_types_and_plans_do_not_exist() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let (id, item, _, sev) = checklist(&admin, &p, "Tipo E").await;
    // A full-plan administrator of the other company (the demo's is on the free plan).
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    for path in [format!("/api/warranties/unit-types/{id}"), format!("/api/warranties/unit-types/{id}/export"), format!("/api/warranties/unit-types/{id}/plans")] {
        assert_eq!(sur.get(&path).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    assert_eq!(sur.put(&format!("/api/warranties/nodes/{item}"), json!({"name": "x"})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.put(&format!("/api/warranties/severities/{sev}"), json!({"name": "x"})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.send(Method::DELETE, &format!("/api/warranties/unit-types/{id}"), None).await.0, StatusCode::NOT_FOUND);
    // And its own project id does not open ours.
    assert_eq!(sur.get(&format!("/api/warranties/unit-types?projectId={p}")).await.0, StatusCode::NOT_FOUND);
}
