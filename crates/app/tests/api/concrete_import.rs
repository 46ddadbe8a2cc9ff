//! Concrete's spreadsheet imports: placements by catalogue names and GlobalIds, forming lots in file order; the
//! laboratory's results over the samples of a lot by its number; errors by row with nothing written; the templates
//! in both languages; tenancy.

use std::io::Cursor;

use calamine::{open_workbook_auto_from_rs, Reader};
use reqwest::StatusCode;
use serde_json::Value;

use crate::{concrete_support::*, config_user_imports::xlsx, support::*};

const PLACEMENTS: [&str; 10] = ["Elemento", "m3", "Ubicación", "Unidad", "Ciclo", "Eje 1", "Fecha", "Empresa", "Tipo", "GlobalId"];
const SAMPLES: [&str; 8] = ["Lote", "Código", "Laboratorio", "Fecha de toma", "Edad", "Fecha de ensayo", "Probeta 1", "Probeta 2"];

fn rows(header: &[&str], body: &[Vec<String>]) -> Vec<u8> {
    let mut all = vec![header.iter().map(|h| h.to_string()).collect::<Vec<_>>()];
    all.extend(body.iter().cloned());
    xlsx(&all)
}

fn cells(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| v.to_string()).collect()
}

async fn import(client: &Client, what: &str, project: &str, bytes: Vec<u8>, dry_run: bool) -> (StatusCode, Value) {
    let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(bytes).file_name("archivo.xlsx")).text("dry_run", dry_run.to_string());
    let res = client.http.post(format!("{}/api/concrete/imports/{what}?projectId={project}", client.base)).header("X-XSRF-TOKEN", &client.xsrf).header("Accept-Language", &client.lang).multipart(form).send().await.unwrap();
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

fn errors_of(body: &Value, row: u64) -> Vec<(String, String)> {
    body["data"]["errors"].as_array().unwrap().iter().filter(|e| e["row"] == row).map(|e| (e["field"].as_str().unwrap().to_string(), e["message"].as_str().unwrap().to_string())).collect()
}

async fn total(client: &Client, path: &str) -> u64 {
    let (status, body) = client.get(path).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["total"].as_u64().unwrap()
}

#[tokio::test]
async fn placements_import_by_names_and_global_ids_all_or_nothing_and_form_lots_in_order() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let s = setup(&admin, 5.0).await;
    let today = chrono::Utc::now().date_naive();
    let day = today.format("%d/%m/%Y").to_string();
    let tomorrow = (today + chrono::Duration::days(1)).to_string();
    let e = &s.elements;
    let good = |m3: &str, tipo: &str, i: usize| cells(&["losa", m3, "Losa piso 2", "Torre A", "C-3", "", &day, "HORMIGONES DEL SUR", tipo, &e[i]]);
    let bad = rows(&PLACEMENTS, &[
        good("3", "H30", 0),
        cells(&["Muro", "2,55", "Losa", "Torre A", "C-3", "B", &tomorrow, "Otra", "H30", "no-existe"]),
        cells(&["Losa", "dos", "", "Torre A", "", "", &day, "Hormigones del Sur", "H99", &e[1]]),
    ]);
    let lists = format!("/api/concrete/placements?projectId={}", s.project);
    let (status, body) = import(&admin, "placements", &s.project, bad.clone(), false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["rows_total"].as_u64(), body["data"]["valid_rows"].as_u64(), body["data"]["created"].as_u64()), (Some(3), Some(1), Some(0)), "{body}");
    let row3: Vec<(String, String)> = errors_of(&body, 3);
    for (field, message) in [
        ("element_id", "No existe en el catálogo de Hormigón: «Muro»."),
        ("supplier_id", "No existe en el catálogo de Hormigón: «Otra»."),
        ("m3", "Se permite como máximo 1 decimal."),
        ("cycle", "Indica un ciclo o los ejes: uno de los dos, no ambos."),
        ("global_ids", "Algún elemento seleccionado no está en el modelo de Hormigón."),
    ] {
        assert!(row3.contains(&(field.to_string(), message.to_string())), "row 3 {field}: {row3:?}");
    }
    assert!(row3.iter().any(|(f, _)| f == "poured_on"), "a future date: {row3:?}");
    let row4 = errors_of(&body, 4);
    for (field, message) in [("m3", "Escribe un número."), ("location", "Este campo es obligatorio."), ("type_id", "No existe en el catálogo de Hormigón: «H99»."), ("cycle", "Indica un ciclo o los ejes: uno de los dos, no ambos.")] {
        assert!(row4.contains(&(field.to_string(), message.to_string())), "row 4 {field}: {row4:?}");
    }
    assert_eq!(row4.iter().filter(|(f, _)| f == "m3").count(), 1, "a bad number is reported once: {row4:?}");
    assert_eq!(total(&admin, &lists).await, 0, "nothing written while a row fails");

    // The good file: 3 + 3 of H30 (lot limit 5 m³: two lots), 2 of H25; the dry run writes nothing.
    let file = rows(&PLACEMENTS, &[good("3", "H30", 0), good("3", "h30", 1), good("2", "H25", 2)]);
    let (_, dry) = import(&admin, "placements", &s.project, file.clone(), true).await;
    assert_eq!((dry["data"]["valid_rows"].as_u64(), dry["data"]["error_count"].as_u64(), dry["data"]["created"].as_u64()), (Some(3), Some(0), Some(0)), "{dry}");
    assert_eq!(total(&admin, &lists).await, 0);
    let (status, body) = import(&admin, "placements", &s.project, file, false).await;
    assert_eq!((status, body["data"]["created"].as_u64()), (StatusCode::OK, Some(3)), "{body}");
    assert_eq!(body["message"], "3 registro(s) importado(s).");
    let (_, list) = admin.get(&format!("{lists}&rowsPerPage=10")).await;
    let numbers: Vec<i64> = list["data"].as_array().unwrap().iter().map(|p| p["number"].as_i64().unwrap()).collect();
    assert_eq!(numbers.len(), 3);
    let first = list["data"].as_array().unwrap().iter().find(|p| p["number"] == 1).unwrap();
    assert_eq!((first["m3"].as_f64(), first["location"].as_str(), first["cycle"].as_str(), first["poured_on"].as_str()), (Some(3.0), Some("Losa piso 2"), Some("C-3"), Some(today.to_string().as_str())), "{first}");
    assert_eq!(total(&admin, &format!("/api/concrete/lots?projectId={}", s.project)).await, 3, "H30 in two lots of at most 5 m³, H25 in one");

    // Tenancy: a project the inspector is not assigned to, and another company's, do not exist for them.
    let inspector = app.login("inspector").await;
    let (status, _) = import(&inspector, "placements", &s.project, bad.clone(), true).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    let (status, _) = import(&sur, "placements", &s.project, bad, false).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(total(&admin, &lists).await, 3);
}

#[tokio::test]
async fn laboratory_results_fill_the_samples_of_a_lot_by_number_and_judge_it() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let s = setup(&admin, 20.0).await;
    let lot_id = place(&admin, &s, placement(&s, &s.h30, 4.0, 0)).await["lot_id"].as_str().unwrap().to_string();
    let number = lot(&admin, &lot_id).await["number"].as_i64().unwrap().to_string();
    // A sample registered at the pour, its results still to come.
    let taken = (chrono::Utc::now().date_naive() - chrono::Duration::days(28)).to_string();
    let tested = chrono::Utc::now().date_naive().to_string();
    let (status, out) = admin.post(&format!("/api/concrete/lots/{lot_id}/samples"), serde_json::json!({"code": "M-1", "taken_on": taken, "age_days": 28})).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");

    let bad = rows(&SAMPLES, &[
        cells(&["99", "M-9", "", &taken, "28", &tested, "35", "36"]),
        cells(&[&number, "M-2", "Lab Desconocido", &taken, "28", "", "35", ""]),
        cells(&[&number, "M-3", "", &taken, "400", &tested, "35,55", "300"]),
        cells(&[&number, "m-2", "Lab IDIEM", &taken, "28", &tested, "35", "36"]),
    ]);
    let (status, body) = import(&admin, "samples", &s.project, bad, false).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(errors_of(&body, 2), vec![("lot".to_string(), "El proyecto no tiene el lote 99.".to_string())]);
    let row3 = errors_of(&body, 3);
    assert!(row3.contains(&("laboratory_id".into(), "No existe en el catálogo de Hormigón: «Lab Desconocido».".into())), "{row3:?}");
    assert!(row3.contains(&("tested_on".into(), "Este campo es obligatorio.".into())), "strengths need the test date: {row3:?}");
    let row4 = errors_of(&body, 4);
    assert!(row4.iter().any(|(f, _)| f == "age_days") && row4.iter().any(|(f, _)| f == "specimens_mpa"), "{row4:?}");
    assert!(errors_of(&body, 5).iter().any(|(f, m)| f == "code" && m == "Duplicado en el archivo (fila 3)."), "{body}");
    assert_eq!(lot(&admin, &lot_id).await["samples_list"].as_array().unwrap().len(), 1, "nothing written");

    // The results of M-1 (its code in another case) and new samples M-2, M-3: three results judge the lot.
    let good = rows(&SAMPLES, &[
        cells(&[&format!("Lote {number}"), "m-1", "Lab IDIEM", &taken, "28", &tested, "38", "39"]),
        cells(&[&number, "M-2", "lab idiem", &taken, "28", &tested, "37,5", "38"]),
        cells(&[&number, "M-3", "", &taken, "28", &tested, "39", "40"]),
    ]);
    let (status, body) = import(&admin, "samples", &s.project, good, false).await;
    assert_eq!((status, body["data"]["created"].as_u64(), body["data"]["updated"].as_u64()), (StatusCode::OK, Some(2), Some(1)), "{body}");
    let judged = lot(&admin, &lot_id).await;
    let samples = judged["samples_list"].as_array().unwrap();
    assert_eq!(samples.len(), 3, "{judged}");
    let m1 = samples.iter().find(|x| x["code"] == "M-1").unwrap();
    assert_eq!((m1["specimens_mpa"].clone(), m1["laboratory_name"].as_str()), (serde_json::json!([38.0, 39.0]), Some("Lab IDIEM")));
    assert_eq!(judged["verdict"], "conforming", "{judged}");
}

#[tokio::test]
async fn the_templates_name_the_columns_in_the_callers_language_and_list_the_catalogues() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let s = setup(&admin, 10.0).await;
    for (lang, what, first, third) in [("es", "placements", "Elemento", "Ubicación"), ("pt-BR", "placements", "Elemento", "Localização"), ("es", "samples", "Lote", "Laboratorio"), ("pt-BR", "samples", "Lote", "Laboratório")] {
        let res = admin.http.get(format!("{}/api/concrete/imports/{what}/template", admin.base)).header("Accept-Language", lang).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let bytes = res.bytes().await.unwrap().to_vec();
        let mut book = open_workbook_auto_from_rs(Cursor::new(bytes.clone())).unwrap();
        let names = book.sheet_names();
        let range = book.worksheet_range(&names[0]).unwrap();
        assert_eq!((range.get((0, 0)).unwrap().to_string(), range.get((0, 2)).unwrap().to_string()), (first.to_string(), third.to_string()), "{lang} {what}");
        let catalogue = book.worksheet_range(&names[1]).unwrap();
        let listed: Vec<String> = catalogue.rows().skip(1).flat_map(|r| r.iter().map(|c| c.to_string())).collect();
        assert!(["Losa", "Hormigones del Sur", "H30", "Lab IDIEM"].iter().all(|n| listed.contains(&n.to_string())), "{listed:?}");
        // The template itself, with no rows, is a file without data.
        let (status, body) = import(&admin, what, &s.project, bytes, true).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(field_error(&body, "file"), "El archivo no tiene filas con datos.");
    }
    // A file without the required columns names them.
    let (status, body) = import(&admin, "placements", &s.project, rows(&["Elemento", "m3"], &[cells(&["Losa", "2"])]), true).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "columns.global_ids"), "Falta esta columna obligatoria en el archivo.");
}
