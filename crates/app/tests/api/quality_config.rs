//! Quality configuration and exchange: attributes and values (deprecated values), the three-step import of values,
//! stages and the one-file-per-stage rule, schedule interchange (MS Project XML and P6 XER), and the 4D view.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{bim_support, quality_support::*, support::*, warranties_support::upload};

fn fixture(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../schedule/tests/fixtures").join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

async fn attribute(client: &Client, name: &str, values: &[&str]) -> Value {
    let (status, body) = client.post("/api/quality/attributes", json!({"name": name})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["data"]["id"].as_str().unwrap().to_string();
    let mut out = body["data"].clone();
    for v in values {
        let (status, body) = client.post(&format!("/api/quality/attributes/{id}/values"), json!({"name": v})).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        out = body["data"].clone();
    }
    out
}

fn value_id(attr: &Value, name: &str) -> String {
    attr["values"].as_array().unwrap().iter().find(|v| v["name"] == name).unwrap()["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_deprecated_value_is_kept_where_held_and_refused_for_new_choices() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let attr = attribute(&admin, "Disciplina", &["Obra civil", "Eléctrica"]).await;
    let (status, body) = admin.post("/api/quality/attributes", json!({"name": "DISCIPLINA"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "name"), "Este valor ya está en uso.");
    let (status, _) = admin.post(&format!("/api/quality/attributes/{}/values", attr["id"].as_str().unwrap()), json!({"name": "electrica"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "names are unique ignoring case and accents");
    let civil = value_id(&attr, "Obra civil");
    let a = activity(&admin, &project, json!({"description": "Radier", "est_start": "2026-05-01", "est_end": "2026-05-02", "value_ids": [civil]})).await;
    assert_eq!(a["values"][0]["value_name"], "Obra civil");
    // Deprecate it: the activity keeps it (and can be saved with it), a new activity cannot take it.
    let (status, body) = admin.put(&format!("/api/quality/values/{civil}"), json!({"deprecated": true})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = admin.put(&format!("/api/quality/activities/{}", id(&a)), json!({"description": "Radier patio", "est_start": "2026-05-01", "est_end": "2026-05-02", "value_ids": [civil], "version": a["version"]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["values"][0]["deprecated"], true);
    let (status, body) = admin.post(&format!("/api/quality/activities?projectId={project}"), json!({"description": "Otra", "est_start": "2026-05-01", "est_end": "2026-05-02", "value_ids": [civil]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "value_ids"), "El valor «Obra civil» está obsoleto y no se puede asignar.");
    // Two values of one attribute: refused.
    let (status, _) = admin.post(&format!("/api/quality/activities?projectId={project}"), json!({"description": "Otra", "est_start": "2026-05-01", "est_end": "2026-05-02", "value_ids": [value_id(&attr, "Eléctrica"), civil]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // A value in use cannot be deleted; an unused one can.
    let (status, body) = admin.send(Method::DELETE, &format!("/api/quality/values/{civil}"), None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(field_error(&body, "id").contains("márcalo como obsoleto"), "{body}");
    let (status, _) = admin.send(Method::DELETE, &format!("/api/quality/values/{}", value_id(&attr, "Eléctrica")), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    // The supervisor edits activities but not the configuration; the inspector reads attributes for the form.
    let (status, _) = app.login("supervisor").await.post("/api/quality/attributes", json!({"name": "Sector"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) = app.login("inspector").await.get("/api/quality/attributes").await;
    assert_eq!(status, StatusCode::OK);
    let disciplina = body["data"].as_array().unwrap().iter().find(|a| a["name"] == "Disciplina").unwrap();
    assert_eq!(disciplina["values"][0]["activities"], 1);
}

async fn run(client: &Client, csv: &str, fields: &[(&str, &str)]) -> (StatusCode, Value) {
    upload(client, Method::POST, "/api/quality/value-imports", fields, vec![("valores.csv", csv.as_bytes().to_vec())]).await
}

#[tokio::test]
async fn importing_values_checks_every_row_and_writes_nothing_while_one_is_wrong() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    attribute(&admin, "Sector", &["Torre A"]).await;
    let bad = "Atributo;Valor;Obsoleto\nSector;Torre A;\nSector;Torre B;\nSector;;\nContratista;Andes SpA;\ncontratista;ANDES SPA;\nContratista;Sur Ltda.;sí\n";
    // Step 1: columns, sample rows and a suggested mapping.
    let (status, body) = upload(&admin, Method::POST, "/api/quality/value-imports/preview", &[], vec![("valores.csv", bad.as_bytes().to_vec())]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["columns"], json!(["Atributo", "Valor", "Obsoleto"]));
    assert_eq!((body["data"]["attribute_column"].as_u64(), body["data"]["value_column"].as_u64(), body["data"]["deprecated_column"].as_u64()), (Some(0), Some(1), Some(2)));
    assert_eq!(body["data"]["rows_total"], 6);
    // Step 3 (check): the row without a value and the duplicate (case and accents ignored).
    let mapping = [("attribute_column", "0"), ("value_column", "1"), ("deprecated_column", "2")];
    let (status, body) = run(&admin, bad, &mapping).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let errors = body["data"]["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 2, "{body}");
    assert_eq!((errors[0]["row"].as_u64(), errors[0]["message"].as_str()), (Some(4), Some("Este campo es obligatorio.")));
    assert_eq!((errors[1]["row"].as_u64(), errors[1]["kind"].as_str()), (Some(6), Some("duplicated")));
    assert_eq!(errors[1]["message"], "Valor repetido: ya aparece en la fila 5.");
    assert_eq!(body["data"]["values_existing"], 1);
    // Commit with errors: 422, nothing written.
    let (status, body) = run(&admin, bad, &[mapping[0], mapping[1], mapping[2], ("commit", "true")]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(field_error(&body, "file").contains("2 error(es)"), "{body}");
    let (_, attrs) = admin.get("/api/quality/attributes").await;
    assert!(!attrs["data"].as_array().unwrap().iter().any(|a| a["name"] == "Contratista"), "no attribute was created");
    // A bad mapping is a field error.
    let (status, body) = run(&admin, bad, &[("attribute_column", "0"), ("value_column", "0")]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "value_column"), "La columna del valor debe ser distinta de la del atributo.");
    // The corrected file goes in whole.
    let good = "Atributo;Valor;Obsoleto\nSector;Torre A;\nSector;Torre B;\nContratista;Andes SpA;\nContratista;Sur Ltda.;sí\n";
    let (status, body) = run(&admin, good, &[mapping[0], mapping[1], mapping[2], ("commit", "true")]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["committed"].as_bool(), body["data"]["attributes_new"].as_u64(), body["data"]["values_new"].as_u64()), (Some(true), Some(1), Some(3)));
    let (_, attrs) = admin.get("/api/quality/attributes").await;
    let contratista = attrs["data"].as_array().unwrap().iter().find(|a| a["name"] == "Contratista").unwrap();
    let sur = contratista["values"].as_array().unwrap().iter().find(|v| v["name"] == "Sur Ltda.").unwrap();
    assert_eq!(sur["deprecated"], true);
    // Not a spreadsheet.
    let (status, body) = upload(&admin, Method::POST, "/api/quality/value-imports/preview", &[], vec![("valores.pdf", b"%PDF".to_vec())]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
}

async fn import(client: &Client, project: &str, name: &str, bytes: Vec<u8>, mode: &str) -> (StatusCode, Value) {
    upload(client, Method::POST, &format!("/api/quality/schedule/import?projectId={project}"), &[("mode", mode)], vec![(name, bytes)]).await
}

/// (name path, start, end, progress) of every activity, sorted, and (predecessor, successor, kind, lag) of every
/// link by name path: what a planning tool keeps (P6 may reorder siblings, so codes are not compared).
async fn snapshot(client: &Client, project: &str) -> (Vec<(String, String, String, f64)>, Vec<(String, String, String, i64)>) {
    let g = gantt(client, project).await;
    let all = g["tasks"].as_array().unwrap();
    let path = |t: &Value| {
        let mut names = vec![t["text"].as_str().unwrap().to_string()];
        let mut parent = t["parent"].clone();
        while let Some(p) = all.iter().find(|x| x["id"] == parent) {
            names.push(p["text"].as_str().unwrap().to_string());
            parent = p["parent"].clone();
        }
        names.reverse();
        names.join(" / ")
    };
    let mut tasks: Vec<(String, String, String, f64)> = all.iter().map(|t| (path(t), t["start"].as_str().unwrap().into(), t["end"].as_str().unwrap().into(), t["progress"].as_f64().unwrap())).collect();
    tasks.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let name = |id: &Value| path(all.iter().find(|t| t["id"] == *id).unwrap());
    let mut links: Vec<(String, String, String, i64)> = g["links"].as_array().unwrap().iter().map(|l| (name(&l["source"]), name(&l["target"]), l["kind"].as_str().unwrap().into(), l["lag_days"].as_i64().unwrap())).collect();
    links.sort();
    (tasks, links)
}

#[tokio::test]
async fn ms_project_and_p6_schedules_round_trip_through_the_api() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let robles = project_id(&admin, "Edificio Los Robles").await;
    let torre = project_id(&admin, "Torre Central").await;
    let cordillera = project_id(&admin, "Condominio Vista Cordillera").await;
    let (status, body) = import(&admin, &robles, "edificio_los_aromos.xml", fixture("edificio_los_aromos.xml"), "replace").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["format"], "mspdi");
    let (tasks, links) = snapshot(&admin, &robles).await;
    assert_eq!(tasks.len() as u64, body["data"]["activities"].as_u64().unwrap());
    assert!(tasks.len() >= 10 && !links.is_empty(), "{tasks:?} {links:?}");
    assert!(tasks.iter().any(|t| t.0.contains("Excavación")), "accents survive: {tasks:?}");
    // Export as P6 XER, import into another project: the same tasks, dates, progress and links.
    let (status, _, xer) = crate::warranties_support::bytes(&admin, &format!("/api/quality/schedule/export?projectId={robles}&format=xer")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(String::from_utf8_lossy(&xer).starts_with("ERMHDR"));
    let (status, body) = import(&admin, &torre, "export.xer", xer, "replace").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(snapshot(&admin, &torre).await, (tasks.clone(), links.clone()));
    // And back through MS Project XML.
    let (status, _, xml) = crate::warranties_support::bytes(&admin, &format!("/api/quality/schedule/export?projectId={torre}&format=mspdi")).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = import(&admin, &cordillera, "export.xml", xml, "append").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(snapshot(&admin, &cordillera).await, (tasks.clone(), links));
    // The P6 fixture, as P6 writes it.
    let (status, body) = import(&admin, &cordillera, "edificio_los_aromos.xer", fixture("edificio_los_aromos.xer"), "replace").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["format"], "xer");
    // Appending places the file after what the project has.
    let before = snapshot(&admin, &robles).await.0.len();
    let (status, _) = import(&admin, &robles, "again.xml", fixture("edificio_los_aromos.xml"), "append").await;
    assert_eq!(status, StatusCode::OK);
    let after = snapshot(&admin, &robles).await.0;
    assert_eq!(after.len(), before * 2);
    // A broken file writes nothing.
    let mut broken = fixture("edificio_los_aromos.xml");
    broken.truncate(broken.len() / 2);
    let (status, body) = import(&admin, &robles, "roto.xml", broken, "replace").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(field_error(&body, "file").starts_with("No se pudo leer el cronograma"), "{body}");
    assert_eq!(snapshot(&admin, &robles).await.0.len(), after.len());
    let (status, body) = import(&admin, &robles, "plan.mpp", b"binary".to_vec(), "append").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "file"), "Solo se aceptan archivos de MS Project (.xml) o Primavera P6 (.xer).");
    // The inspector cannot import.
    let (status, _) = import(&app.login("inspector").await, &robles, "x.xml", fixture("edificio_los_aromos.xml"), "append").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn each_ifc_file_of_a_model_is_a_different_stage_and_the_model_is_coloured_by_progress() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, bim_support::PROJECT).await;
    let model = bim_support::available_model(&admin, &project, "Arquitectura", "ARQ").await;
    let file = bim_support::settled(&admin, &model).await["files"][0]["id"].as_str().unwrap().to_string();
    let (status, body) = admin.put(&format!("/api/bim/files/{file}/stage"), json!({"stage": "Obra gruesa"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // The stage named on the file is one of the project's stages, showing the file.
    let (_, stages) = admin.get(&format!("/api/quality/stages?projectId={project}")).await;
    let stage = stages["data"].as_array().unwrap().iter().find(|s| s["name"] == "Obra gruesa").unwrap().clone();
    assert_eq!(stage["files"][0]["file_id"], file);
    // A second file of the model cannot take the same stage.
    bim_support::upload_ok(&admin, &model, "segundo.ifc", &bim_support::sample(bim_support::PREFAB)).await;
    let second = bim_support::settled(&admin, &model).await["files"].as_array().unwrap().iter().find(|f| f["id"] != file.as_str()).unwrap()["id"].as_str().unwrap().to_string();
    let (status, body) = admin.put(&format!("/api/bim/files/{second}/stage"), json!({"stage": "obra GRUESA"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "stage"), "Cada archivo del modelo debe pertenecer a una etapa de Calidad distinta.");
    // Renaming the stage renames it on the file.
    let (status, _) = admin.put(&format!("/api/quality/stages/{}", stage["id"].as_str().unwrap()), json!({"name": "Estructura"})).await;
    assert_eq!(status, StatusCode::OK);
    let m = bim_support::settled(&admin, &model).await;
    assert_eq!(m["files"].as_array().unwrap().iter().find(|f| f["id"] == file.as_str()).unwrap()["stage"], "Estructura");
    // 4D: slabs linked by rule to an activity, walls picked one by one to another.
    let slabs = leaf(&admin, &project, None, "Losas", &day(-20), &day(-10)).await;
    let walls = leaf(&admin, &project, None, "Muros", &day(-5), &day(20)).await;
    let (_, classes) = admin.get(&format!("/api/bim/models/{model}/classes")).await;
    let class = classes["data"].as_array().unwrap().iter().map(|c| c["class"].as_str().or(c["name"].as_str()).unwrap_or_default().to_string()).find(|c| !c.is_empty() && !["IfcBuildingStorey", "IfcBuilding", "IfcSite", "IfcProject", "IfcSpace"].contains(&c.as_str())).unwrap();
    let (status, linked) = admin.post(&format!("/api/quality/activities/{}/elements/rule", id(&slabs)), json!({"model_id": model, "class": class})).await;
    assert_eq!(status, StatusCode::OK, "{linked}");
    let slab_ids: Vec<String> = linked["data"]["global_ids"].as_array().unwrap().iter().map(|g| g.as_str().unwrap().to_string()).collect();
    assert!(!slab_ids.is_empty());
    let (_, elements) = admin.get(&format!("/api/bim/models/{model}/elements?rowsPerPage=5&search=")).await;
    let picked: Vec<String> = elements["data"].as_array().unwrap().iter().filter_map(|e| e["global_id"].as_str()).filter(|g| !slab_ids.contains(&g.to_string())).take(2).map(String::from).collect();
    let (status, body) = admin.put(&format!("/api/quality/activities/{}/elements", id(&walls)), json!({"model_id": model, "global_ids": picked})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = admin.put(&format!("/api/quality/activities/{}/elements", id(&walls)), json!({"model_id": model, "global_ids": ["no-such-element"]})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    progress(&admin, &id(&slabs), json!({"progress": 40, "recorded_on": day(-12)})).await;
    progress(&admin, &id(&slabs), json!({"progress": 100, "recorded_on": day(-8)})).await;
    let colours = |date: String| {
        let admin = &admin;
        let url = format!("/api/quality/bim/{model}/progress?date={date}");
        async move {
            let (status, body) = admin.get(&url).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            body["data"].clone()
        }
    };
    let state_of = |data: &Value, g: &str| data["elements"].as_array().unwrap().iter().find(|e| e["global_id"] == g).unwrap()["state"].as_str().unwrap().to_string();
    let now = colours(day(0)).await;
    assert_eq!(state_of(&now, &slab_ids[0]), "done");
    assert_eq!(state_of(&now, picked.first().unwrap()), "not_started");
    assert_eq!(now["start"], day(-20));
    // Replayed: on day −9 the slabs were at 40 % and past their planned end (day −10): late.
    let then = colours(day(-9)).await;
    assert_eq!(state_of(&then, &slab_ids[0]), "late");
    let earlier = colours(day(-11)).await;
    let e = earlier["elements"].as_array().unwrap().iter().find(|e| e["global_id"] == slab_ids[0].as_str()).unwrap();
    assert_eq!((e["state"].as_str(), e["progress"].as_f64()), (Some("in_progress"), Some(40.0)));
    // A force update removes the links (the activities stay).
    let (_, impact) = admin.get(&format!("/api/bim/models/{model}/impact")).await;
    assert!(impact["data"]["items"].as_array().unwrap().iter().any(|i| i["key"] == "quality_links"), "{impact}");
    let (status, _) = admin.post(&format!("/api/bim/models/{model}/reprocess"), json!({"confirm": true})).await;
    assert_eq!(status, StatusCode::OK);
    assert!(colours(day(0)).await["elements"].as_array().unwrap().is_empty());
    assert_eq!(get(&admin, &id(&slabs)).await["elements"], 0);
}
