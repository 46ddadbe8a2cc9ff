//! Units: creation and import, owners with receivers, revision with photos, details, files with the certificate
//! rules, every state change and both returns to new, the agenda's capacity, the owners' e-mail answer, and
//! another company's units and files.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{support::*, warranties_support::*};

/// The inspector, from the responsibles the deliveries screens offer (the project's active users).
async fn inspector_id(admin: &Client) -> String {
    let p = project_id(admin, "Edificio Los Robles").await;
    let (_, people) = admin.get(&format!("/api/warranties/responsibles?projectId={p}")).await;
    let people = people["data"].as_array().unwrap();
    assert!(!people.iter().any(|u| u["name"] == "Felipe Morales Tapia"), "a user without the project is no responsible");
    people.iter().find(|u| u["name"] == "Rodrigo Paredes Lagos").unwrap()["id"].as_str().unwrap().to_string()
}

async fn action(client: &Client, unit: &str, body: Value) -> (StatusCode, Value) {
    client.post(&format!("/api/warranties/units/{unit}/actions"), body).await
}

#[tokio::test]
async fn units_are_unique_per_project_sorted_naturally_and_counted_by_status() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    for name in ["Depto 10", "Depto 2", "Depto 1"] {
        unit(&admin, &p, json!({"name": name, "floor": "1", "parkings": ["E-1"], "stores": []})).await;
    }
    let (s, b) = admin.post(&format!("/api/warranties/units?projectId={p}"), json!({"name": "DEPTO 2"})).await;
    assert_eq!((s, field_error(&b, "name")), (StatusCode::UNPROCESSABLE_ENTITY, "Ya existe una unidad con este nombre en el proyecto.".into()));
    let (s, b) = admin.post(&format!("/api/warranties/units?projectId={p}"), json!({"name": "Depto 3", "parkings": ["x".repeat(31)], "registry_date": "ayer"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&b, "parkings"), "Debe tener como máximo 30 caracteres.");
    assert_eq!(field_error(&b, "registry_date"), "Ingresa una fecha válida.");
    let (_, list) = admin.get(&format!("/api/warranties/units?projectId={p}")).await;
    let names: Vec<&str> = list["data"].as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Depto 1", "Depto 2", "Depto 10"]);
    let (_, sum) = admin.get(&format!("/api/warranties/units/summary?projectId={p}")).await;
    assert_eq!((sum["data"]["total"].clone(), sum["data"]["by_status"]["new"].clone()), (json!(3), json!(3)));
    let (_, filtered) = admin.get(&format!("/api/warranties/units?projectId={p}&status=delivered,new&search=10")).await;
    assert_eq!(filtered["total"], 1);
    let (_, accented) = admin.get(&format!("/api/warranties/units?projectId={p}&search=DÉPTO%201")).await;
    assert_eq!(accented["total"], 2, "Depto 1 and Depto 10, whatever the case and accents");
    let (_, second) = admin.get(&format!("/api/warranties/units?projectId={p}&rowsPerPage=2&page=2&descending=true")).await;
    let names: Vec<&str> = second["data"].as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap()).collect();
    assert_eq!((names, second["has_more"].clone(), second["total"].clone()), (vec!["Depto 1"], json!(false), json!(3)));
}

#[tokio::test]
async fn an_xlsx_of_units_is_imported_whole_or_not_at_all() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    admin.post(&format!("/api/warranties/unit-types?projectId={p}"), json!({"name": "Tipo 2D"})).await;
    let sheet = |rows: &[[&str; 6]]| {
        let mut book = rust_xlsxwriter::Workbook::new();
        let ws = book.add_worksheet();
        for (r, row) in rows.iter().enumerate() {
            for (c, v) in row.iter().enumerate() {
                ws.write_string(r as u32, c as u16, *v).unwrap();
            }
        }
        book.save_to_buffer().unwrap()
    };
    let head = ["Unidad", "Piso", "Tipo", "Estacionamientos", "Bodegas", "Responsable"];
    let bad = sheet(&[head, ["101", "1", "Tipo 2D", "E-1, E-2", "B-1", "inspector"], ["102", "1", "Tipo 9Z", "", "", ""], ["101", "1", "", "", "", "nadie"]]);
    let (s, b) = upload(&admin, Method::POST, &format!("/api/warranties/units/import?projectId={p}"), &[], vec![("u.xlsx", bad)]).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
    assert_eq!(field_error(&b, "row 3"), "El tipo de unidad no existe en este proyecto.");
    assert_eq!(b["errors"]["row 4"].as_array().unwrap().len(), 2, "{b}");
    assert_eq!(admin.get(&format!("/api/warranties/units?projectId={p}")).await.1["total"], 0);
    let good = sheet(&[head, ["101", "1", "tipo 2d", "E-1, E-2", "B-1", "inspector"], ["102", "1", "", "", "", ""]]);
    let (s, b) = upload(&admin, Method::POST, &format!("/api/warranties/units/import?projectId={p}"), &[], vec![("u.xlsx", good)]).await;
    assert_eq!((s, b["data"]["created"].clone()), (StatusCode::OK, json!(2)), "{b}");
    let (_, list) = admin.get(&format!("/api/warranties/units?projectId={p}&search=101")).await;
    assert_eq!(list["data"][0]["parkings"], json!(["E-1", "E-2"]));
    assert_eq!(list["data"][0]["unit_type_name"], "Tipo 2D");
    assert_eq!(list["data"][0]["responsible_name"], "Rodrigo Paredes Lagos");
}

#[tokio::test]
async fn owners_revision_details_and_files_make_up_the_delivery_file() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let (type_id, item, issue, sev) = checklist(&admin, &p, "Tipo F").await;
    let u = unit(&admin, &p, json!({"name": "A-101", "unit_type_id": type_id})).await;
    let id = u["id"].as_str().unwrap();
    // A receiver needs a type; errors land on the row's field.
    let (s, b) = admin.put(&format!("/api/warranties/units/{id}/owners"), json!({"owners": [{"first_name": "Iñaki", "last_name": "Muñoz", "email": "inaki@correo.cl", "role": "owner"}, {"first_name": "Ana", "last_name": "Soto", "role": "receiver", "email": "no-mail"}]})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&b, "owners.1.receiver_type"), "Selecciona el tipo de receptor.");
    assert_eq!(field_error(&b, "owners.1.email"), "Ingresa un correo electrónico válido.");
    assert_eq!(admin.get(&format!("/api/warranties/units/{id}/owners")).await.1["data"], json!([]), "nothing half-written");
    let (s, b) = admin.put(&format!("/api/warranties/units/{id}/owners"), json!({"owners": [{"first_name": "Iñaki", "last_name": "Muñoz", "email": "inaki@correo.cl", "role": "owner"}, {"first_name": "Ana", "last_name": "Soto", "role": "receiver", "receiver_type": "relative"}]})).await;
    assert_eq!((s, b["data"].as_array().unwrap().len()), (StatusCode::OK, 2), "{b}");

    // A failure needs a severity when the project has some; then a photo.
    let path = format!("/api/warranties/units/{id}/revision/{item}");
    let (s, b) = admin.put(&path, json!({"status": "failure", "issue_id": issue})).await;
    assert_eq!((s, field_error(&b, "severity_id")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".into()));
    let (s, b) = admin.put(&path, json!({"status": "failure", "issue_id": issue, "severity_id": sev, "comment": "Mancha junto a la ducha"})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["data"]["summary"]["failure"], 1);
    let (s, b) = upload(&admin, Method::POST, &format!("{path}/photos"), &[], vec![("foto.png", png())]).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let (s, b) = upload(&admin, Method::POST, &format!("{path}/photos"), &[], vec![("foto.pdf", pdf_bytes("x"))]).await;
    assert_eq!((s, field_error(&b, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Sube una imagen PNG, JPEG o WebP.".into()));
    let (_, rev) = admin.get(&format!("/api/warranties/units/{id}/revision")).await;
    assert_eq!(rev["data"]["areas"][0]["places"][0]["items"][0]["revision"]["photos"].as_array().unwrap().len(), 1);

    let (s, b) = admin.put(&format!("/api/warranties/units/{id}/details"), json!({"meters": [{"kind": "light", "number": "M-1", "reading": "1234.5"}, {"kind": "gas", "reading": "88"}], "accessories": [{"name": "Control portón", "delivered": true, "quantity": 2}, {"name": "", "delivered": false, "quantity": 1}]})).await;
    assert_eq!((s, field_error(&b, "accessories.1.name")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".into()));
    let (s, b) = admin.put(&format!("/api/warranties/units/{id}/details"), json!({"meters": [{"kind": "light", "number": "M-1", "reading": "1234.5"}, {"kind": "gas", "reading": "88"}], "accessories": [{"name": "Control portón", "delivered": true, "quantity": 2}]})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    assert_eq!(b["data"]["meters"].as_array().unwrap().len(), 5);
    assert_eq!(b["data"]["meters"][0]["reading"], "1234.5");

    // Certificates are PDF only; general files take other kinds.
    let files = format!("/api/warranties/units/{id}/files");
    let (s, b) = upload(&admin, Method::POST, &files, &[("kind", "certificate"), ("delivered_by", "Constructora"), ("delivered_on", "2026-11-20")], vec![("cert-gas.pdf", pdf_bytes("gas")), ("cert-luz.pdf", pdf_bytes("luz"))]).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let (s, b) = upload(&admin, Method::POST, &files, &[("kind", "certificate")], vec![("notas.txt", b"no soy un pdf".to_vec())]).await;
    assert_eq!((s, field_error(&b, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Los certificados deben ser archivos PDF.".into()));
    let (s, b) = upload(&admin, Method::POST, &files, &[("kind", "certificate")], vec![("falso.pdf", b"GIF89a no es pdf".to_vec())]).await;
    assert_eq!((s, field_error(&b, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Los certificados deben ser archivos PDF.".into()));
    let (s, _) = upload(&admin, Method::POST, &files, &[("kind", "general")], vec![("manual.txt", b"manual de uso".to_vec())]).await;
    assert_eq!(s, StatusCode::CREATED);
    let (_, listed) = admin.get(&format!("{files}?kind=certificate")).await;
    assert_eq!(listed["data"].as_array().unwrap().len(), 2);
    assert_eq!(listed["data"][0]["delivered_by"], "Constructora");
    let (s, _, body) = bytes(&admin, listed["data"][0]["url"].as_str().unwrap()).await;
    assert_eq!((s, body), (StatusCode::OK, pdf_bytes("gas")));
}

#[tokio::test]
async fn certificates_stop_at_one_hundred_and_twenty_megabytes_each() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let u = unit(&admin, &p, json!({"name": "B-1"})).await;
    let files = format!("/api/warranties/units/{}/files", u["id"].as_str().unwrap());
    let mut big = pdf_bytes("big");
    big.resize(20 * 1024 * 1024 + 1, b'x');
    let (s, b) = upload(&admin, Method::POST, &files, &[("kind", "certificate")], vec![("grande.pdf", big)]).await;
    assert_eq!((s, field_error(&b, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "El archivo supera el máximo de 20 MB por archivo.".into()));
    let hundred: Vec<(&str, Vec<u8>)> = (0..100).map(|_| ("c.pdf", pdf_bytes("c"))).collect();
    let (s, b) = upload(&admin, Method::POST, &files, &[("kind", "certificate")], hundred).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
    let (s, b) = upload(&admin, Method::POST, &files, &[("kind", "certificate")], vec![("101.pdf", pdf_bytes("c"))]).await;
    assert_eq!((s, field_error(&b, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Una unidad admite como máximo 100 certificados.".into()));
    assert_eq!(admin.get(&format!("{files}?kind=certificate")).await.1["data"].as_array().unwrap().len(), 100);
}

#[tokio::test]
async fn a_unit_goes_through_every_state_and_back_to_new() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let inspector = inspector_id(&admin).await;
    let (type_id, item, _, sev) = checklist(&admin, &p, "Tipo G").await;
    let u = unit(&admin, &p, json!({"name": "C-1", "unit_type_id": type_id})).await;
    let id = u["id"].as_str().unwrap();
    admin.put(&format!("/api/warranties/units/{id}/owners"), json!({"owners": [{"first_name": "Rosa", "last_name": "Díaz", "email": "rosa@correo.cl", "role": "owner"}]})).await;
    admin.put(&format!("/api/warranties/units/{id}/revision/{item}"), json!({"status": "failure", "severity_id": sev})).await;
    admin.put(&format!("/api/warranties/units/{id}/details"), json!({"meters": [{"kind": "light", "reading": "1"}], "accessories": [{"name": "Llaves", "delivered": true, "quantity": 3}]})).await;

    // Schedule: the owner gets the link; the public page answers.
    let (s, b) = action(&admin, id, json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": "2030-03-04T10:00:00-03:00"})).await;
    assert_eq!((s, b["data"]["status"].clone()), (StatusCode::OK, json!("to_confirm")), "{b}");
    let mail = app.sent_mail().await.into_iter().find(|(to, _, _)| to == "rosa@correo.cl").expect("the owner's e-mail");
    let token = mail.2.split("/app/propietarios/entrega/").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
    let anonymous = app.client().await;
    let (s, b) = anonymous.get(&format!("/api/public/deliveries/{token}")).await;
    assert_eq!((s, b["data"]["unit_name"].clone()), (StatusCode::OK, json!("C-1")));
    let (s, b) = anonymous.post(&format!("/api/public/deliveries/{token}"), json!({"answer": "reject", "reason": "Estoy de viaje"})).await;
    assert_eq!((s, b["data"]["status"].clone()), (StatusCode::OK, json!("rejected")));
    assert_eq!(admin.get(&format!("/api/warranties/units/{id}")).await.1["data"]["schedule_answer"], "Estoy de viaje");
    let (s, _) = action(&admin, id, json!({"action": "confirm"})).await;
    assert_eq!(s, StatusCode::OK);

    // Deliver: the note's limits, then delivered with observations (an open failure).
    let (s, b) = action(&admin, id, json!({"action": "deliver", "delivery_date": "2026-11-20", "note": "x".repeat(251)})).await;
    assert_eq!((s, field_error(&b, "note")), (StatusCode::UNPROCESSABLE_ENTITY, "Debe tener como máximo 250 caracteres.".into()));
    let (s, b) = action(&admin, id, json!({"action": "deliver", "delivery_date": "2026-11-20", "note": "Entrega <script>"})).await;
    assert_eq!((s, field_error(&b, "note")), (StatusCode::UNPROCESSABLE_ENTITY, "La nota no admite caracteres especiales.".into()));
    let (s, b) = action(&admin, id, json!({"action": "deliver", "delivery_date": "2026-11-20", "note": "Entrega conforme, llaves: 3."})).await;
    assert_eq!((s, b["data"]["status"].clone(), b["data"]["delivery_date"].clone()), (StatusCode::OK, json!("delivered_observations"), json!("2026-11-20")), "{b}");
    let (s, _) = anonymous.post(&format!("/api/public/deliveries/{token}"), json!({"answer": "confirm"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "a delivered unit's visit takes no answer");

    // Return to new keeps what the file holds; the clean variant needs a confirmation and removes it.
    let (s, b) = action(&admin, id, json!({"action": "reset"})).await;
    assert_eq!((s, b["data"]["status"].clone(), b["data"]["scheduled_at"].clone(), b["data"]["delivery_date"].clone(), b["data"]["owners_count"].clone()), (StatusCode::OK, json!("new"), Value::Null, Value::Null, json!(1)));
    let (s, b) = action(&admin, id, json!({"action": "reset_clean"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY, "{b}");
    let (s, b) = action(&admin, id, json!({"action": "reset_clean", "confirm": true})).await;
    assert_eq!((s, b["data"]["owners_count"].clone(), b["data"]["failures_count"].clone()), (StatusCode::OK, json!(0), json!(0)));
    let (_, det) = admin.get(&format!("/api/warranties/units/{id}/details")).await;
    assert_eq!(det["data"]["accessories"], json!([]));
    let (_, activity) = admin.get(&format!("/api/warranties/units/{id}/activity")).await;
    let clean = activity["data"].as_array().unwrap().iter().find(|a| a["action"] == "warranties.reset_clean").unwrap();
    assert_eq!(clean["after"]["removed"]["owners"], json!(["Rosa Díaz"]));
    assert_eq!(clean["after"]["removed"]["accessories"], 1);
    assert!(activity["data"].as_array().unwrap().iter().any(|a| a["action"] == "warranties.visit_rejected" && a["after"]["by"] == "owner"));
    let (s, _) = action(&admin, id, json!({"action": "fly"})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_responsible_with_a_full_day_is_refused() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let inspector = inspector_id(&admin).await;
    admin.put(&format!("/api/warranties/settings/delivery?projectId={p}"), json!({"visits_per_day": 2, "visit_minutes": 60, "day_start": "09:00", "day_end": "18:00", "working_days": [1, 2, 3, 4, 5]})).await;
    let ids: Vec<String> = futures_ids(&admin, &p, 4).await;
    let at = |h: u32| format!("2030-03-04T{h:02}:00:00-03:00");
    assert_eq!(action(&admin, &ids[0], json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": at(9)})).await.0, StatusCode::OK);
    let (s, b) = action(&admin, &ids[1], json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": "2030-03-04T09:30:00-03:00"})).await;
    assert_eq!((s, field_error(&b, "scheduled_at")), (StatusCode::UNPROCESSABLE_ENTITY, "El responsable ya tiene una visita a esa hora.".into()));
    assert_eq!(action(&admin, &ids[1], json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": at(11)})).await.0, StatusCode::OK);
    let (s, b) = action(&admin, &ids[2], json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": at(15)})).await;
    assert_eq!((s, field_error(&b, "scheduled_at")), (StatusCode::UNPROCESSABLE_ENTITY, "La agenda del responsable está completa para ese día.".into()));
    let (s, b) = action(&admin, &ids[2], json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": "2030-03-09T10:00:00-03:00"})).await;
    assert_eq!((s, field_error(&b, "scheduled_at")), (StatusCode::UNPROCESSABLE_ENTITY, "La visita debe ser en un día hábil entre las 09:00 y las 18:00.".into()));
    // Moving a booked visit within its own day is not counted against itself; another day has room.
    assert_eq!(action(&admin, &ids[1], json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": at(14)})).await.0, StatusCode::OK);
    assert_eq!(action(&admin, &ids[2], json!({"action": "schedule", "responsible_id": inspector, "scheduled_at": "2030-03-05T09:00:00-03:00"})).await.0, StatusCode::OK);
    let (_, agenda) = admin.get(&format!("/api/warranties/agenda?projectId={p}&from=2030-03-01&to=2030-03-10")).await;
    assert_eq!(agenda["data"]["visits"].as_array().unwrap().len(), 3);
    assert_eq!(agenda["data"]["visits_per_day"], 2);
}

async fn futures_ids(admin: &Client, p: &str, n: usize) -> Vec<String> {
    let mut ids = Vec::new();
    for i in 0..n {
        ids.push(unit(admin, p, json!({"name": format!("D-{i}")})).await["id"].as_str().unwrap().to_string());
    }
    ids
}

#[tokio::test]
async fn another_companys_units_and_files_do_not_exist() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let u = unit(&admin, &p, json!({"name": "Z-1"})).await;
    let id = u["id"].as_str().unwrap();
    let (_, f) = upload(&admin, Method::POST, &format!("/api/warranties/units/{id}/files"), &[("kind", "certificate")], vec![("c.pdf", pdf_bytes("c"))]).await;
    let file = f["data"][0]["id"].as_str().unwrap();
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    for path in [format!("/api/warranties/units/{id}"), format!("/api/warranties/units/{id}/owners"), format!("/api/warranties/units/{id}/revision"), format!("/api/warranties/units/{id}/act/preview"), format!("/api/warranties/units/{id}/label"), format!("/api/warranties/files/{file}/content")] {
        assert_eq!(sur.get(&path).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    assert_eq!(sur.send(Method::DELETE, &format!("/api/warranties/files/{file}"), None).await.0, StatusCode::NOT_FOUND);
    assert_eq!(action(&sur, id, json!({"action": "reset"})).await.0, StatusCode::NOT_FOUND);
    // A user of the same company not assigned to the project does not see it either.
    let contractor = app.login("contratista").await;
    assert_eq!(contractor.get(&format!("/api/warranties/units/{id}")).await.0, StatusCode::FORBIDDEN);
    assert_eq!(admin.get(&format!("/api/warranties/files/{file}/content")).await.0, StatusCode::OK);
}
