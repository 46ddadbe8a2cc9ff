//! Verifications, first part: templates (their rules, items, order and suggestion by activity type), the import of
//! items from a spreadsheet, plans, and tenancy (another project's or company's verification is not found).

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{quality_support::id, support::*, verifications_support::*, warranties_support::{bytes, pdf_bytes, png, upload}};

#[tokio::test]
async fn a_template_keeps_its_items_in_order_and_is_suggested_for_its_activity_type() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let (status, body) = admin.post("/api/verifications/templates", json!({"items": [{"text": " "}, {"text": "x".repeat(251)}]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "name"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "items.0.text"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "items.1.text"), "Debe tener como máximo 250 caracteres.");
    // The activity type: a value of a quality attribute.
    let (_, attr) = admin.post("/api/quality/attributes", json!({"name": "Tipo de actividad"})).await;
    let (_, attr) = admin.post(&format!("/api/quality/attributes/{}/values", attr["data"]["id"].as_str().unwrap()), json!({"name": "Tabiquería"})).await;
    let value = attr["data"]["values"][0]["id"].as_str().unwrap().to_string();
    let t = template(&admin, "Tabiques", &[("Aplomo", false), ("Junturas", true)]).await;
    let (status, body) = admin.post("/api/verifications/templates", json!({"name": "TABIQUES"})).await;
    assert_eq!((status, field_error(&body, "name")), (StatusCode::UNPROCESSABLE_ENTITY, "Este valor ya está en uso.".into()));
    let (status, body) = admin.put(&format!("/api/verifications/templates/{}", id(&t)), json!({"name": "Tabiques interiores", "value_id": value, "version": 1})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["value_name"], "Tabiquería");
    let (status, body) = admin.post(&format!("/api/verifications/templates/{}/items", id(&t)), json!({"text": "Limpieza final"})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let t = body["data"].clone();
    let ids: Vec<Value> = t["items"].as_array().unwrap().iter().map(|i| i["id"].clone()).collect();
    assert_eq!(t["items"][2]["position"], 3);
    // A reorder on a stale version, or one that leaves an item out, is refused.
    let order = format!("/api/verifications/templates/{}/items/order", id(&t));
    let (status, _) = admin.put(&order, json!({"ids": [ids[2], ids[0], ids[1]], "version": 1})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, body) = admin.put(&order, json!({"ids": [ids[2], ids[0]], "version": t["version"]})).await;
    assert_eq!((status, field_error(&body, "ids")), (StatusCode::UNPROCESSABLE_ENTITY, "El nuevo orden debe incluir cada ítem de la plantilla una sola vez.".into()));
    let (status, body) = admin.put(&order, json!({"ids": [ids[2], ids[0], ids[1]], "version": t["version"]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let texts: Vec<&str> = body["data"]["items"].as_array().unwrap().iter().map(|i| i["text"].as_str().unwrap()).collect();
    assert_eq!(texts, ["Limpieza final", "Aplomo", "Junturas"]);
    let (status, body) = admin.send(Method::DELETE, &format!("/api/verifications/templates/{}/items/{}", id(&t), ids[0].as_str().unwrap()), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["data"]["items"][1]["position"], 2, "the items after it moved up");
    // An activity holding the type gets the template first, marked as suggested.
    template(&admin, "Aaa primera", &[("Algo", false)]).await;
    let a = crate::quality_support::activity(&admin, &project, json!({"description": "Tabiques piso 2", "est_start": "2026-03-02", "est_end": "2026-03-05", "value_ids": [value]})).await;
    let (_, list) = admin.get(&format!("/api/verifications/templates?activityId={}", id(&a))).await;
    assert_eq!(list["data"][0]["name"], "Tabiques interiores", "{list}");
    assert_eq!(list["data"][0]["suggested"], true);
    assert_eq!(list["data"][1]["suggested"], false);
    assert_eq!(list["data"][0]["items_count"], 2);
}

fn csv(rows: &[&str]) -> Vec<u8> {
    rows.join("\n").into_bytes()
}

#[tokio::test]
async fn importing_items_refuses_a_file_with_a_bad_row_whole_and_adds_a_good_files_items() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let t = template(&admin, "Cerámicos", &[("Existente", false)]).await;
    let path = format!("/api/verifications/templates/{}/items/import", id(&t));
    let bad = csv(&["Ítem;Foto", "Nivelación;sí", ";x", &format!("{};", "y".repeat(251)), "Fragüe;"]);
    let (status, body) = upload(&admin, Method::POST, &path, &[], vec![("items.csv", bad)]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(field_error(&body, "rows.3.text"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "rows.4.text"), "Debe tener como máximo 250 caracteres.");
    assert!(field_error(&body, "file").starts_with("El archivo tiene 2 fila(s) con errores"), "{body}");
    let (_, now) = admin.get(&format!("/api/verifications/templates/{}", id(&t))).await;
    assert_eq!(now["data"]["items"].as_array().unwrap().len(), 1, "nothing was written");
    let (status, body) = upload(&admin, Method::POST, &path, &[], vec![("items.txt", b"a".to_vec())]).await;
    assert_eq!((status, field_error(&body, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Solo se aceptan archivos .xlsx o .csv.".into()));
    // A good spreadsheet: its items after the existing one, with the photo column read.
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for (r, row) in [["Ítem", "Foto"], ["Nivelación", "Sí"], ["Fragüe", ""], ["Cortes", "x"]].iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            sheet.write_string(r as u32, c as u16, *v).unwrap();
        }
    }
    let xlsx = book.save_to_buffer().unwrap();
    let (status, body) = upload(&admin, Method::POST, &path, &[], vec![("items.xlsx", xlsx.clone())]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["rows_total"].clone(), body["data"]["items_new"].clone()), (json!(3), json!(3)));
    let items: Vec<(String, bool)> = body["data"]["template"]["items"].as_array().unwrap().iter().map(|i| (i["text"].as_str().unwrap().to_string(), i["requires_photo"].as_bool().unwrap())).collect();
    assert_eq!(items, [("Existente".into(), false), ("Nivelación".into(), true), ("Fragüe".into(), false), ("Cortes".into(), true)]);
    let (status, body) = upload(&admin, Method::POST, &path, &[("replace", "true")], vec![("items.xlsx", xlsx)]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["template"]["items"].as_array().unwrap().len(), 3, "replaced");
    assert_eq!(body["data"]["template"]["items"][0]["position"], 1);
}

#[tokio::test]
async fn plans_are_pdf_or_images_by_their_bytes_of_at_most_20_mb_and_download_as_attachments() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let t = template(&admin, "Losas", &[("Armadura", false)]).await;
    let tid = id(&t);
    let (status, body) = upload(&admin, Method::POST, "/api/verifications/plans", &[("template_id", &tid)], vec![("plano.pdf", b"just text, named like a pdf".to_vec())]).await;
    assert_eq!((status, field_error(&body, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Sube una imagen PNG o JPEG, o un PDF.".into()));
    let webp = [b"RIFF\x10\0\0\0WEBPVP8 ".as_slice(), &[0; 16]].concat();
    let (status, body) = upload(&admin, Method::POST, "/api/verifications/plans", &[("template_id", &tid)], vec![("plano.webp", webp)]).await;
    assert_eq!((status, field_error(&body, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Los planos deben ser archivos PDF, PNG o JPEG.".into()));
    let big = [pdf_bytes("x"), vec![b' '; 20 * 1024 * 1024]].concat();
    let (status, body) = upload(&admin, Method::POST, "/api/verifications/plans", &[("template_id", &tid)], vec![("grande.pdf", big)]).await;
    assert_eq!((status, field_error(&body, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "El archivo supera el máximo de 20 MB por archivo.".into()));
    let (status, body) = upload(&admin, Method::POST, "/api/verifications/plans", &[], vec![("plano.pdf", pdf_bytes("planta"))]).await;
    assert_eq!((status, field_error(&body, "template_id")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".into()));
    let (status, body) = upload(&admin, Method::POST, "/api/verifications/plans", &[("template_id", &tid)], vec![("planta piso 2.pdf", pdf_bytes("planta")), ("detalle.png", png())]).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let plan = body["data"][0]["id"].as_str().unwrap().to_string();
    let res = admin.http.get(format!("{}/api/verifications/plans/{plan}/content", admin.base)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let disposition = res.headers()["content-disposition"].to_str().unwrap().to_string();
    assert_eq!(disposition, "attachment; filename=\"planta piso 2.pdf\"; filename*=UTF-8''planta%20piso%202.pdf");
    assert_eq!(res.bytes().await.unwrap().to_vec(), pdf_bytes("planta"));
    let (_, listed) = admin.get(&format!("/api/verifications/plans?templateId={tid}")).await;
    assert_eq!(listed["data"].as_array().unwrap().len(), 2);
    // An activity's plans follow its project: the inspector does not see Torre Central's.
    let torre = project_id(&admin, "Torre Central").await;
    let a = activity(&admin, &torre, "Losa piso 1").await;
    let (status, _) = upload(&admin, Method::POST, "/api/verifications/plans", &[("activity_id", &id(&a))], vec![("losa.pdf", pdf_bytes("losa"))]).await;
    assert_eq!(status, StatusCode::CREATED);
    let inspector = app.login("inspector").await;
    let (status, _) = inspector.get(&format!("/api/verifications/plans?activityId={}", id(&a))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = upload(&inspector, Method::POST, "/api/verifications/plans", &[("activity_id", &id(&a))], vec![("losa.pdf", pdf_bytes("losa"))]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn another_projects_or_another_companys_verification_is_not_found() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let torre = project_id(&admin, "Torre Central").await;
    let t = template(&admin, "Moldajes", &[("Aplomo", false)]).await;
    let a = activity(&admin, &torre, "Muros piso 1").await;
    let v = verification(&admin, &torre, &id(&a), None, &id(&t)).await;
    let (v, item) = (vid(&v), item_id(&v, 0));
    // The inspector holds the verification keys but is not assigned to Torre Central.
    let inspector = app.login("inspector").await;
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    for client in [&inspector, &sur] {
        for (method, path, body) in [
            (Method::GET, format!("/api/verifications/{v}"), None),
            (Method::PUT, format!("/api/verifications/{v}"), Some(json!({"scheduled_on": "2026-04-01", "version": 1}))),
            (Method::DELETE, format!("/api/verifications/{v}"), None),
            (Method::PUT, format!("/api/verifications/{v}/items/{item}"), Some(json!({"result": "complies"}))),
            (Method::POST, format!("/api/verifications/{v}/close"), Some(json!({"version": 1}))),
            (Method::GET, format!("/api/verifications/{v}/pdf"), None),
        ] {
            let (status, out) = client.send(method.clone(), &path, body).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}: {out}");
        }
        let (status, _) = photos(client, &v, &item, vec![("foto.png", png())]).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    // Templates are the company's: another company's is not found either.
    let (status, _) = sur.get(&format!("/api/verifications/templates/{}", id(&t))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = inspector.get(&format!("/api/verifications?projectId={torre}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "an unassigned project does not exist for the caller");
    let (status, kind, _) = bytes(&admin, &format!("/api/verifications/{v}/pdf")).await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "application/pdf"), "still there for the admin");
}

#[tokio::test]
async fn an_inspector_picks_a_responsible_among_the_projects_active_users() {
    let app = spawn().await;
    let inspector = app.login("inspector").await;
    let project = project_id(&inspector, "Condominio Vista Cordillera").await;
    // The user administration list is not the inspector's.
    let (status, _) = inspector.get(&format!("/api/users?project_id={project}")).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) = inspector.get(&format!("/api/verifications/people?projectId={project}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let names: Vec<&str> = body["data"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert!(names.contains(&"Rodrigo Paredes Lagos") && names.contains(&"Carolina Vergara Soto"), "{names:?}");
    assert!(!names.contains(&"Valentina Herrera Núñez"), "the supervisor is not assigned to this project: {names:?}");
    let contratista = app.login("contratista").await;
    let robles = project_id(&contratista, "Edificio Los Robles").await;
    let (status, _) = contratista.get(&format!("/api/verifications/people?projectId={robles}")).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "no verifications key");
}
