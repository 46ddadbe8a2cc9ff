//! Concrete: the settings and catalogues (names, one decimal, in use), the placement rules (cycle xor axes, m³,
//! the Concrete model and its elements, the date), lots formed by type up to the limit, samples and the verdict
//! by NCh 1998 (a non-conforming lot raises one ticket pinned to its element), the model's colouring, and 404s
//! for other projects and companies.

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::{concrete_support::*, support::*};

#[tokio::test]
async fn settings_and_catalogues_keep_one_decimal_unique_names_and_what_is_in_use() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.get("/api/concrete/settings").await;
    assert_eq!((status, body["data"]["version"].as_i64(), body["data"]["lot_limit_m3"].as_f64(), body["data"]["standard"].as_str()), (StatusCode::OK, Some(0), Some(100.0), Some("nch1998")));
    let (status, body) = admin.put("/api/concrete/settings", json!({"lot_limit_m3": 50.25, "max_placement_m3": 10, "individual_margin_mpa": 3.5, "version": 0})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "lot_limit_m3"), "Se permite como máximo 1 decimal.");
    let (status, _) = admin.put("/api/concrete/settings", json!({"lot_limit_m3": 50.5, "max_placement_m3": 10, "individual_margin_mpa": 3.5, "version": 0})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = admin.put("/api/concrete/settings", json!({"lot_limit_m3": 60, "max_placement_m3": 10, "individual_margin_mpa": 3.5, "version": 0})).await;
    assert_eq!(status, StatusCode::CONFLICT, "a stale version");

    let (status, body) = admin.post("/api/concrete/types", json!({"name": " ", "strength_mpa": 30.25})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "name"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "strength_mpa"), "Se permite como máximo 1 decimal.");
    let h30 = item(&admin, "/api/concrete/types", json!({"name": "H30", "strength_mpa": 30, "flag": true})).await;
    let (status, body) = admin.post("/api/concrete/types", json!({"name": "h30", "strength_mpa": 30})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["errors"]["name"].is_array());
    // Another kind may use the same name; a laboratory keeps no flag.
    item(&admin, "/api/concrete/companies", json!({"name": "H30"})).await;
    let lab = item(&admin, "/api/concrete/laboratories", json!({"name": "Lab Norte", "flag": true})).await;
    let (_, labs) = admin.get("/api/concrete/laboratories").await;
    assert_eq!(labs["data"][0]["flag"], false);
    let (status, body) = admin.post("/api/concrete/elements", json!({"name": "Muro", "ifc_class": "Muro; DROP"})).await;
    assert_eq!((status, field_error(&body, "ifc_class").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false));
    let (status, body) = admin.put(&format!("/api/concrete/types/{h30}"), json!({"name": "H-30", "strength_mpa": 30, "flag": false, "version": 1})).await;
    assert_eq!((status, body["data"]["name"].as_str(), body["data"]["flag"].as_bool()), (StatusCode::OK, Some("H-30"), Some(false)));
    let (status, _) = admin.put(&format!("/api/concrete/types/{h30}"), json!({"name": "H-30", "strength_mpa": 30, "version": 1})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, _) = admin.send(Method::DELETE, &format!("/api/concrete/laboratories/{lab}"), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    // Other companies and kinds do not see the item.
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    let (status, _) = sur.put(&format!("/api/concrete/types/{h30}"), json!({"name": "X", "strength_mpa": 30, "version": 2})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = admin.send(Method::DELETE, &format!("/api/concrete/companies/{h30}"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a type is not a company");
    // The supervisor registers placements but does not configure.
    let supervisor = app.login("supervisor").await;
    let (status, _) = supervisor.post("/api/concrete/types", json!({"name": "H40", "strength_mpa": 40})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_placement_needs_a_cycle_or_axes_one_decimal_and_elements_of_the_concrete_model() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    // Before a model is assigned to Concrete.
    let (status, body) = admin.post(&format!("/api/concrete/placements?projectId={project}"), json!({"m3": 2})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(field_error(&body, "global_ids").contains("Hormigón"), "{body}");
    for field in ["element_id", "location", "unit", "supplier_id", "type_id", "poured_on"] {
        assert_eq!(field_error(&body, field), "Este campo es obligatorio.", "{field}");
    }
    let s = setup(&admin, 10.0).await;
    let url = format!("/api/concrete/placements?projectId={}", s.project);
    let mut neither = placement(&s, &s.h30, 2.0, 0);
    neither["cycle"] = json!(null);
    let mut both = placement(&s, &s.h30, 2.0, 0);
    both["axes"] = json!(["A", "3"]);
    for body in [neither, both] {
        let (status, out) = admin.post(&url, body).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(field_error(&out, "cycle"), "Indica un ciclo o los ejes: uno de los dos, no ambos.");
    }
    let mut axes = placement(&s, &s.h30, 2.0, 0);
    axes["cycle"] = json!("");
    axes["axes"] = json!(["A", "B", "3", "4"]);
    let placed = place(&admin, &s, axes).await;
    assert_eq!(placed["axes"], json!(["A", "B", "3", "4"]));
    assert_eq!((placed["number"].as_i64(), placed["element_name"].as_str(), placed["structural"].as_bool()), (Some(1), Some("Losa"), Some(true)));
    let mut bad = placement(&s, &s.h30, 2.25, 0);
    bad["poured_on"] = json!((chrono::Utc::now().date_naive() + chrono::Duration::days(1)).to_string());
    bad["global_ids"] = json!(["no-such-element"]);
    let (status, out) = admin.post(&url, bad).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&out, "m3"), "Se permite como máximo 1 decimal.");
    assert!(!field_error(&out, "poured_on").is_empty());
    assert_eq!(field_error(&out, "global_ids"), "Algún elemento seleccionado no está en el modelo de Hormigón.");
    let (status, out) = admin.post(&url, placement(&s, &s.h30, 12.0, 0)).await;
    assert_eq!((status, field_error(&out, "m3").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "more than the largest placement");
    // Nothing half-written: still one placement.
    let (_, list) = admin.get(&url).await;
    assert_eq!(list["total"], 1);
    // In use, the type cannot go.
    let (status, out) = admin.send(Method::DELETE, &format!("/api/concrete/types/{}", s.h30), None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{out}");
    // The inspector has no concrete module; the supervisor's other project does not hold it.
    let inspector = app.login("inspector").await;
    let (status, _) = inspector.get(&format!("/api/concrete/placements/{}", placed["id"].as_str().unwrap())).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    let (status, body) = sur.send(Method::GET, "/api/concrete/settings", None).await;
    assert_eq!((status, body["data"]["standard"].as_str()), (StatusCode::OK, Some("nbr12655")), "a Brazilian company judges by NBR 12655");
    let (status, _) = sur.get(&format!("/api/concrete/placements/{}", placed["id"].as_str().unwrap())).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn lots_form_by_type_up_to_the_limit_and_a_failing_lot_raises_a_pinned_ticket() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let s = setup(&admin, 10.0).await;
    let a = place(&admin, &s, placement(&s, &s.h30, 4.0, 0)).await;
    let b = place(&admin, &s, placement(&s, &s.h30, 4.0, 1)).await;
    let c = place(&admin, &s, placement(&s, &s.h30, 4.0, 2)).await;
    let other = place(&admin, &s, placement(&s, &s.h25, 3.0, 3)).await;
    assert_eq!(a["lot_id"], b["lot_id"]);
    assert_ne!(b["lot_id"], c["lot_id"], "12 m³ would pass the 10 m³ limit: a new lot");
    assert_ne!(other["lot_id"], c["lot_id"], "another type, another lot");
    let first = lot(&admin, a["lot_id"].as_str().unwrap()).await;
    assert_eq!((first["volume_m3"].as_f64(), first["closed"].as_bool(), first["placements"].as_u64(), first["verdict"].as_str()), (Some(8.0), Some(true), Some(2), Some("pending")));
    // Editing a placement's type moves it; deleting one gives the volume back.
    let mut retyped = placement(&s, &s.h25, 4.0, 2);
    retyped["version"] = json!(1);
    let (status, moved) = admin.put(&format!("/api/concrete/placements/{}", c["id"].as_str().unwrap()), retyped).await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["data"]["lot_id"], other["lot_id"]);
    let (status, _) = admin.get(&format!("/api/concrete/lots/{}", c["lot_id"].as_str().unwrap())).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "the emptied lot went");
    assert_eq!(lot(&admin, other["lot_id"].as_str().unwrap()).await["volume_m3"], 7.0);

    // Samples: the first lot conforms, the H25 lot does not and raises its ticket once.
    let lot_a = a["lot_id"].as_str().unwrap();
    for (code, pair) in [("M1", [36.0, 37.0]), ("M2", [35.0, 36.0]), ("M3", [37.0, 38.0])] {
        sample(&admin, &s, lot_a, code, pair).await;
    }
    let judged = lot(&admin, lot_a).await;
    assert_eq!(judged["verdict"], "conforming", "{judged}");
    assert!(judged["criteria"].as_array().unwrap().iter().all(|c| c["passed"] == true));
    assert_eq!(judged["samples_list"][0]["result_mpa"], 36.5, "NCh: the mean of the specimens");
    let lot_b = other["lot_id"].as_str().unwrap();
    for (code, pair) in [("N1", [19.0, 20.0]), ("N2", [26.0, 25.0]), ("N3", [23.0, 22.0])] {
        sample(&admin, &s, lot_b, code, pair).await;
    }
    let failed = lot(&admin, lot_b).await;
    assert_eq!(failed["verdict"], "non_conforming", "{failed}");
    let ticket = failed["ticket_id"].as_str().expect("a ticket").to_string();
    let (status, t) = admin.get(&format!("/api/cmanagement/tickets/{ticket}")).await;
    assert_eq!(status, StatusCode::OK, "{t}");
    assert_eq!(t["data"]["subject"], format!("Lote {} de H25 no conforme", failed["number"]));
    assert_eq!((t["data"]["origin"].as_str(), t["data"]["priority"].as_str()), (Some("concrete"), Some("high")));
    assert_eq!(t["data"]["bim"]["model_id"].as_str(), Some(s.model.as_str()));
    sample(&admin, &s, lot_b, "N4", [21.0, 21.0]).await;
    assert_eq!(lot(&admin, lot_b).await["ticket_id"].as_str(), Some(ticket.as_str()), "one ticket per lot");

    // The model coloured: conforming, non-conforming, and still poured in no lot state yet.
    let (status, adv) = admin.get(&format!("/api/concrete/advance?projectId={}", s.project)).await;
    assert_eq!(status, StatusCode::OK, "{adv}");
    let d = &adv["data"];
    assert_eq!(d["model_id"].as_str(), Some(s.model.as_str()));
    assert_eq!(d["conforming"].as_array().unwrap().len(), 2);
    assert_eq!(d["non_conforming"].as_array().unwrap().len(), 2);
    assert_eq!(d["poured_m3"], 15.0);
    // Planned: the model's slabs (IfcSlab, the class of the kind Losa) by their quantity sets' volumes.
    let planned = d["planned_m3"].as_f64().expect("the sample's slabs have volumes");
    let slabs: f64 = d["by_element"].as_array().unwrap().iter().filter(|r| r["element_name"] == "Losa").filter_map(|r| r["planned_m3"].as_f64()).sum();
    assert!(planned > 0.0 && (slabs - planned).abs() < 0.2, "{d}");
    let yesterday = (chrono::Utc::now().date_naive() - chrono::Duration::days(1)).to_string();
    let (_, before) = admin.get(&format!("/api/concrete/advance?projectId={}&date={yesterday}", s.project)).await;
    assert_eq!(before["data"]["poured_m3"], 0.0, "nothing was poured before today");
    // What the advance keeps between reads follows every write: a new placement, a deleted one.
    let e = place(&admin, &s, placement(&s, &s.h30, 2.0, 4)).await;
    let (_, after) = admin.get(&format!("/api/concrete/advance?projectId={}", s.project)).await;
    assert_eq!((after["data"]["poured_m3"].as_f64(), after["data"]["poured"].as_array().map(|p| p.iter().any(|g| *g == e["global_ids"][0]))), (Some(17.0), Some(true)), "{after}");
    let (status, _) = admin.send(Method::DELETE, &format!("/api/concrete/placements/{}", a["id"].as_str().unwrap()), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, after) = admin.get(&format!("/api/concrete/advance?projectId={}", s.project)).await;
    assert_eq!((after["data"]["poured_m3"].as_f64(), after["data"]["conforming"].as_array().map(Vec::len)), (Some(13.0), Some(1)), "{after}");
    // A sample of another company's lot does not exist for it.
    app.exec("UPDATE companies SET plan = 'full' WHERE name = 'Inmobiliaria Sur'").await;
    let sur = app.login("admin.sur").await;
    let (status, _) = sur.get(&format!("/api/concrete/lots/{lot_a}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = sur.post(&format!("/api/concrete/lots/{lot_a}/samples"), json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
