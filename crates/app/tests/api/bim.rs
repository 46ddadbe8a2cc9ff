//! BIM models (SPEC §4, §5): upload → processing → available with the element index, a broken file failing with
//! its reason, force update and force delete removing exactly the model's data, the assignment rules, and
//! tenant isolation.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{bim_support::*, support::*};

#[tokio::test]
async fn an_uploaded_ifc_becomes_an_element_index() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let model = new_model(&admin, &project, "Estructura prefabricada", "EST-01").await;
    let file = upload_ok(&admin, &model, PREFAB, &sample(PREFAB)).await;
    let done = settled(&admin, &model).await;
    let f = &done["files"][0];
    assert_eq!((f["id"].as_str(), f["state"].as_str(), f["progress"].as_i64()), (Some(file.as_str()), Some("available"), Some(100)), "{done}");
    assert_eq!((f["elements"].as_i64(), f["schema"].as_str()), (Some(515), Some("IFC2X3")));
    assert_eq!(done["state"], "available");

    let (_, tree) = admin.get(&format!("/api/bim/models/{model}/tree")).await;
    let nodes = tree["data"].as_array().unwrap();
    assert_eq!(nodes[0]["class"], "IfcProject");
    assert!(nodes[0]["parent"].is_null());
    let seen: Vec<&str> = nodes.iter().map(|n| n["global_id"].as_str().unwrap()).collect();
    for (i, node) in nodes.iter().enumerate().skip(1) {
        let parent = node["parent"].as_str().expect("every node below the project has a parent");
        assert!(seen[..i].contains(&parent), "parents come first");
    }

    let (_, classes) = admin.get(&format!("/api/bim/models/{model}/classes")).await;
    let spatial = nodes.len() as i64 - 1;
    let sum: i64 = classes["data"].as_array().unwrap().iter().map(|c| c["count"].as_i64().unwrap()).sum();
    assert_eq!(sum + spatial, 515, "{classes}");
    let top = classes["data"][0]["class"].as_str().unwrap().to_string();

    let (_, list) = admin.get(&format!("/api/bim/models/{model}/elements?class={top}&rowsPerPage=5")).await;
    assert_eq!(list["total"], classes["data"][0]["count"]);
    let element = list["data"][0].clone();
    let global_id = element["global_id"].as_str().unwrap();
    let (status, detail) = admin.get(&format!("/api/bim/models/{model}/elements/{global_id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(detail["data"]["class"], top.as_str());
    let sets = detail["data"]["property_sets"].as_array().unwrap();
    assert!(!sets.is_empty() && sets.iter().all(|s| !s["properties"].as_array().unwrap().is_empty()), "{detail}");

    // A property value found in the detail filters the list down to elements that have it.
    let (set, prop) = (sets[0]["name"].as_str().unwrap(), &sets[0]["properties"][0]);
    let query = format!("property={set}.{}&value={}", prop["name"].as_str().unwrap(), prop["value"].as_str().unwrap_or_default());
    let (_, by_value) = admin.get(&format!("/api/bim/models/{model}/elements?{}&rowsPerPage=200", query.replace(' ', "%20"))).await;
    let ids: Vec<&str> = by_value["data"].as_array().unwrap().iter().map(|e| e["global_id"].as_str().unwrap()).collect();
    assert!(ids.contains(&global_id), "{by_value}");

    let (_, found) = admin.post(&format!("/api/bim/models/{model}/elements/lookup"), json!({"global_ids": [global_id, "no-such-id"]})).await;
    assert_eq!(found["data"].as_array().unwrap().len(), 1);

    let (status, _) = admin.get(&format!("/api/bim/models/{model}/elements/no-such-id")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let res = admin.http.get(format!("{}/api/bim/files/{file}/content", admin.base)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.bytes().await.unwrap().len(), sample(PREFAB).len());
}

#[tokio::test]
async fn a_broken_file_fails_with_the_line_and_an_ifczip_is_read() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let model = new_model(&admin, &project, "Arquitectura", "ARQ").await;
    let bytes = sample(PREFAB);
    let cut = &bytes[..bytes.len() / 2];
    upload_ok(&admin, &model, "cortado.ifc", cut).await;
    let done = settled(&admin, &model).await;
    let f = &done["files"][0];
    assert_eq!((f["state"].as_str(), done["state"].as_str()), (Some("failed"), Some("failed")));
    let error = f["error"].as_str().unwrap();
    assert!(error.contains("línea"), "{error}");
    assert_eq!(count(&app, "bim_elements", &model).await, 0, "a failed file leaves no index");
    let (status, body) = admin.get(&format!("/api/bim/files/{}/content", f["id"].as_str().unwrap())).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");

    let pt = app.login("admin").await.lang("pt-BR");
    let (_, again) = pt.get(&format!("/api/bim/models/{model}")).await;
    assert!(again["data"]["files"][0]["error"].as_str().unwrap().contains("linha"), "{again}");

    // The same sample zipped is read like the plain file, and the viewer gets the plain IFC.
    let other = new_model(&admin, &project, "Prefabricado zip", "PRE-ZIP").await;
    let file = upload_ok(&admin, &other, "prefab.ifczip", &zipped(PREFAB, &bytes)).await;
    let done = settled(&admin, &other).await;
    assert_eq!(done["files"][0]["elements"], 515, "{done}");
    let res = admin.http.get(format!("{}/api/bim/files/{file}/content", admin.base)).send().await.unwrap();
    assert_eq!(res.bytes().await.unwrap().len(), bytes.len());
}

fn zipped(name: &str, bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut out = std::io::Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut out);
    zip.start_file(name, zip::write::SimpleFileOptions::default()).unwrap();
    zip.write_all(bytes).unwrap();
    zip.finish().unwrap();
    out.into_inner()
}

#[tokio::test]
async fn uploads_are_checked_before_any_byte_is_stored() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let model = new_model(&admin, &project, "Instalaciones", "MEP").await;
    let (status, _, body) = upload(&admin, &model, "plano.pdf", b"%PDF-1.4").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "file"), "Solo se aceptan archivos .ifc o .ifczip");
    let inspector = app.login("inspector").await;
    let (status, _, _) = upload(&inspector, &model, "a.ifc", b"ISO-10303-21;").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) = admin.post("/api/bim/models", json!({"project_id": project, "model_name": " ", "model_id": "mep"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "model_name"), "Este campo es obligatorio.");
    let (status, body) = admin.post("/api/bim/models", json!({"project_id": project, "model_name": "Otro", "model_id": "mep"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "model_id"), "Ya existe un modelo con ese identificador en el proyecto");
}

#[tokio::test]
async fn force_update_and_delete_remove_exactly_the_models_data() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let keep = new_model(&admin, &project, "Se queda", "KEEP").await;
    let gone = new_model(&admin, &project, "Se va", "GONE").await;
    upload_ok(&admin, &keep, PREFAB, &sample(PREFAB)).await;
    let file = upload_ok(&admin, &gone, PREFAB, &sample(PREFAB)).await;
    settled(&admin, &keep).await;
    settled(&admin, &gone).await;
    let (elements, sets) = (count(&app, "bim_elements", &gone).await as i64, count(&app, "bim_property_sets", &gone).await as i64);
    assert!(elements > 515 && sets > 0 && count(&app, "bim_property_index", &gone).await > 0);
    // A ticket pinned to an element of each model: the removal unpins the one on the removed model only.
    let kept_pin = pinned_ticket(&admin, &project, &keep).await;
    let lost_pin = pinned_ticket(&admin, &project, &gone).await;

    let (_, impact) = admin.get(&format!("/api/bim/models/{gone}/impact")).await;
    let items: Vec<(String, i64)> = impact["data"]["items"].as_array().unwrap().iter().map(|i| (i["key"].as_str().unwrap().into(), i["count"].as_i64().unwrap())).collect();
    assert!(items.contains(&("files".into(), 1)) && items.contains(&("elements".into(), elements)) && items.contains(&("property_sets".into(), sets)), "{impact}");
    assert!(items.contains(&("ticket_links".into(), 1)), "{impact}");

    let (status, body) = admin.post(&format!("/api/bim/models/{gone}/reprocess"), json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "confirm"), "Confirma la operación: es irreversible.");
    let (status, body) = admin.post(&format!("/api/bim/models/{gone}/reprocess"), json!({"confirm": true})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_ne!(body["data"]["state"], "available");
    let again = settled(&admin, &gone).await;
    assert_eq!((again["state"].as_str(), again["files"][0]["elements"].as_i64()), (Some("available"), Some(515)));
    assert_eq!(count(&app, "bim_elements", &gone).await as i64, elements, "re-processing rebuilds the same index");
    let (_, ticket) = admin.get(&format!("/api/cmanagement/tickets/{lost_pin}")).await;
    assert!(ticket["data"]["bim"].is_null(), "force update removes the pins of the model: {ticket}");
    let lost_pin = pinned_ticket(&admin, &project, &gone).await;

    let key = object_key(&app, &file).await;
    assert!(app.state.storage.exists(&key).await.unwrap());
    let (status, _) = admin.send(reqwest::Method::DELETE, &format!("/api/bim/models/{gone}"), Some(json!({"confirm": true}))).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, ticket) = admin.get(&format!("/api/cmanagement/tickets/{lost_pin}")).await;
    assert!(ticket["data"]["bim"].is_null() && ticket["data"]["subject"] == "Fisura", "the ticket stays, unpinned: {ticket}");
    let (_, ticket) = admin.get(&format!("/api/cmanagement/tickets/{kept_pin}")).await;
    assert_eq!(ticket["data"]["bim"]["model_id"], keep.as_str(), "the other model's pin stays");
    for table in ["bim_elements", "bim_property_index", "bim_property_sets", "bim_element_sets"] {
        assert_eq!(count(&app, table, &gone).await, 0, "{table}");
    }
    assert!(!app.state.storage.exists(&key).await.unwrap(), "the stored file is deleted");
    let (status, _) = admin.get(&format!("/api/bim/models/{gone}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(count(&app, "bim_elements", &keep).await as i64, elements, "the other model is untouched");
}

async fn object_key(app: &TestApp, file: &str) -> String {
    use sea_orm::EntityTrait;
    let row = app::bim::entity::file::Entity::find_by_id(uuid::Uuid::parse_str(file).unwrap()).one(&app.state.db).await.unwrap().unwrap();
    row.object_key
}

#[tokio::test]
async fn one_concrete_model_per_project_and_one_stage_per_file() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let first = new_model(&admin, &project, "Uno", "M1").await;
    let second = new_model(&admin, &project, "Dos", "M2").await;
    let (status, body) = admin.put(&format!("/api/bim/models/{first}"), json!({"concrete": true})).await;
    assert_eq!((status, body["data"]["concrete"].as_bool()), (StatusCode::OK, Some(true)));
    let (status, body) = admin.put(&format!("/api/bim/models/{second}"), json!({"concrete": true})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "concrete"), "Solo un modelo puede estar asignado a Hormigón.");
    let (status, _) = admin.put(&format!("/api/bim/models/{second}"), json!({"concrete": true, "version": 1})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    admin.put(&format!("/api/bim/models/{first}"), json!({"concrete": false})).await;
    let (status, _) = admin.put(&format!("/api/bim/models/{second}"), json!({"concrete": true})).await;
    assert_eq!(status, StatusCode::OK, "freed, the assignment can move");

    let tiny = b"ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n";
    let a = upload_ok(&admin, &first, "estructura.ifc", tiny).await;
    let b = upload_ok(&admin, &first, "terminaciones.ifc", tiny).await;
    let (status, body) = admin.put(&format!("/api/bim/files/{a}/stage"), json!({"stage": "Obra gruesa"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = admin.put(&format!("/api/bim/files/{b}/stage"), json!({"stage": "obra gruesa"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "stage"), "Cada archivo del modelo debe pertenecer a una etapa de Calidad distinta.");
    let (status, body) = admin.put(&format!("/api/bim/files/{b}/stage"), json!({"stage": "Terminaciones"})).await;
    assert_eq!(status, StatusCode::OK);
    let stages: Vec<Value> = body["data"]["files"].as_array().unwrap().iter().map(|f| f["stage"].clone()).collect();
    assert_eq!(stages, vec![json!("Obra gruesa"), json!("Terminaciones")]);
}

#[tokio::test]
async fn models_are_reachable_only_within_the_company_and_its_projects() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let model = new_model(&admin, &project, "Privado", "PRIV").await;
    upload_ok(&admin, &model, PREFAB, &sample(PREFAB)).await;
    let done = settled(&admin, &model).await;
    let file = done["files"][0]["id"].as_str().unwrap().to_string();
    let global_id = {
        let (_, tree) = admin.get(&format!("/api/bim/models/{model}/tree")).await;
        tree["data"][0]["global_id"].as_str().unwrap().to_string()
    };
    let foreign = app.login("admin.sur").await;
    for path in [format!("/api/bim/models/{model}"), format!("/api/bim/models/{model}/tree"), format!("/api/bim/models/{model}/elements"), format!("/api/bim/models/{model}/elements/{global_id}"), format!("/api/bim/files/{file}/content"), format!("/api/bim/models/{model}/classes")] {
        let (status, _) = foreign.get(&path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
    let (status, _) = foreign.put(&format!("/api/bim/models/{model}"), json!({"model_name": "x"})).await;
    assert!(status == StatusCode::NOT_FOUND || status == StatusCode::FORBIDDEN);
    let (status, _) = foreign.send(reqwest::Method::DELETE, &format!("/api/bim/models/{model}"), Some(json!({"confirm": true}))).await;
    assert!(status == StatusCode::NOT_FOUND || status == StatusCode::FORBIDDEN);
    let (status, _) = foreign.get(&format!("/api/bim/models?projectId={project}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Someone of the company without the project's assignment or without the manage key.
    let inspector = app.login("inspector").await;
    let (status, body) = inspector.get(&format!("/api/bim/models?projectId={project}")).await;
    assert_eq!((status, body["total"].as_i64()), (StatusCode::OK, Some(1)), "{body}");
    let (status, _) = inspector.send(reqwest::Method::DELETE, &format!("/api/bim/models/{model}"), Some(json!({"confirm": true}))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = inspector.post("/api/bim/models", json!({"project_id": project, "model_name": "x", "model_id": "y"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(count(&app, "bim_elements", &model).await > 0, "nothing was removed");
}

#[tokio::test]
async fn a_job_whose_worker_died_is_taken_up_again() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let model = new_model(&admin, &project, "Reinicio", "RST").await;
    let file = upload_ok(&admin, &model, PREFAB, &sample(PREFAB)).await;
    settled(&admin, &model).await;
    // As if the process died mid-way: the file half processed, its job claimed with a lease that ran out.
    {
        use app::bim::entity::{element, file};
        use platform::entities::job;
        use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, QueryFilter};
        let db = &app.state.db;
        let id = uuid::Uuid::parse_str(&file).unwrap();
        file::Entity::update_many().col_expr(file::Column::State, Expr::value("processing")).col_expr(file::Column::Progress, Expr::value(40)).filter(file::Column::Id.eq(id)).exec(db).await.unwrap();
        element::Entity::delete_many().filter(element::Column::FileId.eq(id)).filter(element::Column::Spatial.eq(false)).exec(db).await.unwrap();
        let jobs = job::Entity::find().all(db).await.unwrap();
        let mine = jobs.iter().find(|j| j.payload["file_id"] == file.as_str()).expect("the file's job");
        let expired = chrono::Utc::now() - chrono::Duration::minutes(5);
        job::Entity::update_many().col_expr(job::Column::State, Expr::value("running")).col_expr(job::Column::LockedUntil, Expr::value(expired)).filter(job::Column::Id.eq(mine.id)).exec(db).await.unwrap();
    }
    let done = settled(&admin, &model).await;
    assert_eq!(done["files"][0]["state"], "available");
    assert_eq!(done["files"][0]["elements"], 515);
    assert!(count(&app, "bim_elements", &model).await > 515, "the index is whole again");
}

/// A ticket pinned to the first IfcBeam of the model; its id.
async fn pinned_ticket(admin: &Client, project: &str, model: &str) -> String {
    let (_, beams) = admin.get(&format!("/api/bim/models/{model}/elements?class=IfcBeam&rowsPerPage=1")).await;
    let global_id = beams["data"][0]["global_id"].as_str().unwrap().to_string();
    let (status, body) = admin.post("/api/cmanagement/tickets", json!({"project_id": project, "subject": "Fisura", "origin": "call", "bim": {"model_id": model, "global_id": global_id}})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"]["id"].as_str().unwrap().into()
}
