//! Verifications, second part: the rules of a verification (its form, a failure's observation, photos, closing
//! signed), receptions and their settings, the PDF report, and the lists and Gantt.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::{
    quality_support::{day, id, today},
    support::*,
    verifications_support::*,
    warranties_support::{bytes, pdf_text, png, png_data_url, upload},
};

fn dmy(date: chrono::NaiveDate) -> String {
    date.format("%d-%m-%Y").to_string()
}

#[tokio::test]
async fn a_verification_checks_every_field_in_one_answer_and_copies_its_templates_items() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let (status, body) = create(&admin, &project, json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["activity_id", "template_id", "responsible_id", "scheduled_on"] {
        assert_eq!(field_error(&body, field), "Este campo es obligatorio.", "{field}: {body}");
    }
    let robles = project_id(&admin, "Edificio Los Robles").await;
    let elsewhere = activity(&admin, &robles, "Radier").await;
    let empty = template(&admin, "Vacía", &[]).await;
    let contractor = me(&app.login("contratista").await).await;
    let (status, body) = create(&admin, &project, json!({"activity_id": id(&elsewhere), "template_id": id(&empty), "responsible_id": contractor, "scheduled_on": "10-03-2026"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "activity_id"), "Selecciona una opción válida.");
    assert_eq!(field_error(&body, "template_id"), "La plantilla no tiene ítems: agrégale al menos uno.");
    assert_eq!(field_error(&body, "responsible_id"), "Elige un usuario activo asignado al proyecto.", "the contractor works in Los Robles only");
    assert_eq!(field_error(&body, "scheduled_on"), "Ingresa una fecha válida.");
    // A unit that is not one of the activity's units.
    let (u1, u2) = (unit(&admin, &project, "Depto V-1").await, unit(&admin, &project, "Depto V-2").await);
    let a = crate::quality_support::activity(&admin, &project, json!({"description": "Pintura", "est_start": "2026-03-02", "est_end": "2026-03-09", "unit_ids": [id(&u1)]})).await;
    let t = template(&admin, "Pintura", &[("Primera mano", false), ("Terminación", true)]).await;
    let inspector = me(&app.login("inspector").await).await;
    let body = json!({"activity_id": id(&a), "unit_id": id(&u2), "template_id": id(&t), "responsible_id": inspector, "scheduled_on": "2026-03-10"});
    let (status, out) = create(&admin, &project, body.clone()).await;
    assert_eq!((status, field_error(&out, "unit_id")), (StatusCode::UNPROCESSABLE_ENTITY, "Selecciona una opción válida.".into()));
    let mut good = body.clone();
    good["unit_id"] = json!(id(&u1));
    let (status, out) = create(&admin, &project, good).await;
    assert_eq!(status, StatusCode::CREATED, "{out}");
    let v = &out["data"];
    assert_eq!((v["state"].as_str(), v["unit_name"].as_str(), v["responsible_name"].as_str()), (Some("pending"), Some("Depto V-1"), Some("Rodrigo Paredes Lagos")));
    assert_eq!(v["activity_description"], "Pintura");
    assert_eq!(v["items_total"], 2);
    assert_eq!(v["items"][1]["requires_photo"], true);
    // Later changes to the template do not reach the verification.
    admin.put(&format!("/api/verifications/templates/{}/items/{}", id(&t), t["items"][0]["id"].as_str().unwrap()), json!({"text": "Otra cosa"})).await;
    admin.send(Method::DELETE, &format!("/api/verifications/templates/{}", id(&t)), None).await;
    let again = get(&admin, &vid(v)).await;
    assert_eq!(again["items"][0]["text"], "Primera mano");
    assert_eq!(again["template_name"], "Pintura");
}

#[tokio::test]
async fn a_failure_is_refused_without_its_observation_or_with_a_past_deadline() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = activity(&admin, &project, "Impermeabilización").await;
    let t = template(&admin, "Impermeabilización", &[("Traslapos", false), ("Remates", false)]).await;
    let v = verification(&admin, &project, &id(&a), None, &id(&t)).await;
    let (v, item) = (vid(&v), item_id(&v, 0));
    let inspector = me(&app.login("inspector").await).await;
    let (status, body) = answer(&admin, &v, &item, json!({"result": "failure"})).await;
    assert_eq!((status, field_error(&body, "observation")), (StatusCode::UNPROCESSABLE_ENTITY, "Una falla requiere una observación con descripción, plazo y responsable.".into()));
    let (status, body) = answer(&admin, &v, &item, failure(&inspector, -1)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "observation.deadline"), format!("La fecha debe ser igual o posterior a {}.", dmy(today())));
    let contractor = me(&app.login("contratista").await).await;
    let (status, body) = answer(&admin, &v, &item, json!({"result": "failure", "observation": {"description": "", "deadline": day(3), "responsible_id": contractor}})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "observation.description"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "observation.responsible_id"), "Elige un usuario activo asignado al proyecto.");
    let (status, body) = answer(&admin, &v, &item, json!({"result": "roto"})).await;
    assert_eq!((status, field_error(&body, "result")), (StatusCode::UNPROCESSABLE_ENTITY, "Selecciona una opción válida.".into()));
    assert_eq!(get(&admin, &v).await["state"], "pending", "nothing was written");
    // Due today is fine: the failure is recorded with its open observation.
    let (status, body) = answer(&admin, &v, &item, failure(&inspector, 0)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let out = &body["data"];
    assert_eq!((out["state"].as_str(), out["items"][0]["result"].as_str(), out["failures"].as_u64()), (Some("in_progress"), Some("failure"), Some(1)));
    assert_eq!(out["observations"][0]["state"], "open");
    assert_eq!(out["observations"][0]["responsible_name"], "Rodrigo Paredes Lagos");
    assert_eq!(out["observations"][0]["deadline"], today().to_string());
    // Saving the note of an item that already has its open observation needs no second one.
    let (status, body) = answer(&admin, &v, &item, json!({"result": "failure", "note": "Se volvió a revisar"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["observations"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn an_item_that_needs_a_photo_complies_only_with_one_and_holds_six_photos_at_most() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = activity(&admin, &project, "Cerámicos baño").await;
    let t = template(&admin, "Cerámicos", &[("Fragüe", true)]).await;
    let v = verification(&admin, &project, &id(&a), None, &id(&t)).await;
    let (v, item) = (vid(&v), item_id(&v, 0));
    let (status, body) = answer(&admin, &v, &item, json!({"result": "complies"})).await;
    assert_eq!((status, field_error(&body, "result")), (StatusCode::UNPROCESSABLE_ENTITY, "Este ítem requiere una foto antes de marcarlo como cumple.".into()));
    let (status, body) = photos(&admin, &v, &item, vec![("foto.txt", b"no soy una foto".to_vec())]).await;
    assert_eq!((status, field_error(&body, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Las fotos deben ser imágenes PNG o JPEG.".into()));
    let (status, body) = photos(&admin, &v, &item, vec![("foto.png", png())]).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let photo = body["data"][0]["id"].as_str().unwrap().to_string();
    let (status, body) = answer(&admin, &v, &item, json!({"result": "complies", "note": "Parejo"})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["items"][0]["photos"].as_array().unwrap().len(), 1);
    let six: Vec<(&str, Vec<u8>)> = (0..6).map(|_| ("otra.png", png())).collect();
    let (status, body) = photos(&admin, &v, &item, six).await;
    assert_eq!((status, field_error(&body, "file")), (StatusCode::UNPROCESSABLE_ENTITY, "Un ítem admite como máximo 6 fotos.".into()));
    let (status, kind, content) = bytes(&admin, &format!("/api/verifications/photos/{photo}/content")).await;
    assert_eq!((status, kind.as_str(), content), (StatusCode::OK, "image/png", png()));
    // The only photo of an item that complies because of it stays.
    let (status, body) = admin.send(Method::DELETE, &format!("/api/verifications/photos/{photo}"), None).await;
    assert_eq!((status, field_error(&body, "id")), (StatusCode::UNPROCESSABLE_ENTITY, "Este ítem requiere una foto antes de marcarlo como cumple.".into()));
}

#[tokio::test]
async fn closing_needs_every_item_answered_and_the_signature_of_a_verified_signer() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = activity(&admin, &project, "Ventanas").await;
    let t = template(&admin, "Ventanas", &[("Sellos", false), ("Cierres", false)]).await;
    let v = verification(&admin, &project, &id(&a), None, &id(&t)).await;
    let vid = vid(&v);
    answer(&admin, &vid, &item_id(&v, 0), json!({"result": "complies"})).await;
    let path = format!("/api/verifications/{vid}/close");
    let (status, body) = admin.post(&path, json!({"version": 2})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "items"), "Quedan 1 ítem(s) sin responder.");
    assert_eq!(field_error(&body, "signature"), "Este campo es obligatorio.");
    answer(&admin, &vid, &item_id(&v, 1), json!({"result": "not_applicable"})).await;
    let version = get(&admin, &vid).await["version"].clone();
    let (status, body) = admin.post(&path, json!({"signature": "data:image/png;base64,AAAA", "version": version})).await;
    assert_eq!((status, field_error(&body, "signature")), (StatusCode::UNPROCESSABLE_ENTITY, "La firma debe ser una imagen PNG.".into()));
    // SPEC §5: the signature needs a verified e-mail first.
    app.exec("UPDATE users SET email_verified_at = NULL WHERE username = 'inspector'").await;
    let inspector = app.login("inspector").await;
    let (status, body) = inspector.post(&path, json!({"signature": png_data_url(), "version": version})).await;
    assert_eq!((status, field_error(&body, "signature")), (StatusCode::UNPROCESSABLE_ENTITY, "Verifica tu correo electrónico antes de registrar tu firma.".into()));
    let (status, _) = admin.post(&path, json!({"signature": png_data_url(), "version": 1})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, body) = close(&admin, &vid).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let out = &body["data"];
    assert_eq!((out["state"].as_str(), out["signed_by_name"].as_str()), (Some("closed"), Some("Carolina Vergara Soto")));
    assert!(out["closed_at"].is_string());
    // A closed verification is a signed record.
    let closed = "La verificación está cerrada y ya no se puede modificar.";
    let (status, body) = answer(&admin, &vid, &item_id(&v, 0), json!({"result": "failure"})).await;
    assert_eq!((status, field_error(&body, "state")), (StatusCode::UNPROCESSABLE_ENTITY, closed.into()));
    let (status, body) = photos(&admin, &vid, &item_id(&v, 0), vec![("foto.png", png())]).await;
    assert_eq!((status, field_error(&body, "state")), (StatusCode::UNPROCESSABLE_ENTITY, closed.into()));
    let (status, _) = admin.send(Method::DELETE, &format!("/api/verifications/{vid}"), None).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(close(&admin, &vid).await.0, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_reception_waits_for_its_observations_to_close_and_then_shows_on_the_units_activity() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let inspector = app.login("inspector").await;
    let project = project_id(&admin, PROJECT).await;
    let u = unit(&admin, &project, "Depto R-1").await;
    let a = activity(&admin, &project, "Tabiques").await;
    let t = template(&admin, "Tabiques", &[("Aplomo", false), ("Junturas", false)]).await;
    let (status, r) = admin.post(&format!("/api/verifications/receptions?projectId={project}"), json!({"activity_id": id(&a), "unit_id": id(&u)})).await;
    assert_eq!(status, StatusCode::CREATED, "{r}");
    let rid = r["data"]["id"].as_str().unwrap().to_string();
    let (status, body) = admin.post(&format!("/api/verifications/receptions?projectId={project}"), json!({"activity_id": id(&a), "unit_id": id(&u)})).await;
    assert_eq!((status, field_error(&body, "activity_id")), (StatusCode::UNPROCESSABLE_ENTITY, "Esta actividad ya tiene una recepción para esa unidad.".into()));
    let close_path = format!("/api/verifications/receptions/{rid}/close");
    let (status, body) = admin.post(&close_path, json!({"signature": png_data_url()})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("verifications.no_closed_verification")));
    // A failure opens an observation for the inspector; the verification closes, the observation stays open.
    let v = verification(&admin, &project, &id(&a), Some(&id(&u)), &id(&t)).await;
    answer(&admin, &vid(&v), &item_id(&v, 0), failure(&me(&inspector).await, 5)).await;
    answer(&admin, &vid(&v), &item_id(&v, 1), json!({"result": "complies"})).await;
    assert_eq!(close(&admin, &vid(&v)).await.0, StatusCode::OK);
    let (status, body) = admin.post(&close_path, json!({"signature": png_data_url()})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["code"], "verifications.open_observations");
    assert_eq!(body["message"], "No se puede recepcionar: hay 1 observación(es) abierta(s).");
    assert_eq!(field_error(&body, "observations"), "No se puede recepcionar: hay 1 observación(es) abierta(s).");
    // Its responsible closes it, with a note and a photo.
    let observation = get(&admin, &vid(&v)).await["observations"][0]["id"].as_str().unwrap().to_string();
    let obs_path = format!("/api/verifications/observations/{observation}/close");
    let (status, body) = upload(&inspector, Method::POST, &obs_path, &[("note", " ")], vec![]).await;
    assert_eq!((status, field_error(&body, "note")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".into()));
    let (status, body) = upload(&inspector, Method::POST, &obs_path, &[("note", "Fisura reparada y pintada")], vec![("reparada.png", png())]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["state"].as_str(), body["data"]["closed_by_name"].as_str()), (Some("closed"), Some("Rodrigo Paredes Lagos")));
    assert_eq!(body["data"]["photos"].as_array().unwrap().len(), 1);
    let (status, _) = upload(&inspector, Method::POST, &obs_path, &[("note", "Otra vez")], vec![]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "already closed");
    // The signature is required by default; then it closes.
    let (status, body) = admin.post(&close_path, json!({"note": "Recibido conforme"})).await;
    assert_eq!((status, field_error(&body, "signature")), (StatusCode::UNPROCESSABLE_ENTITY, "Este campo es obligatorio.".into()));
    let (status, body) = admin.post(&close_path, json!({"note": "Recibido conforme", "signature": png_data_url()})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!((body["data"]["state"].as_str(), body["data"]["signed"].as_bool()), (Some("closed"), Some(true)));
    let (status, _) = admin.post(&close_path, json!({"signature": png_data_url()})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // The unit's activity feed and its reception tab show it.
    let (_, feed) = inspector.get(&format!("/api/warranties/units/{}/activity", id(&u))).await;
    let entry = feed["data"].as_array().unwrap().iter().find(|e| e["action"] == "verifications.reception_closed").unwrap_or_else(|| panic!("{feed}"));
    assert_eq!(entry["user_name"], "Carolina Vergara Soto");
    assert!(entry["after"]["activity"].as_str().unwrap().ends_with("Tabiques"), "{entry}");
    let (status, list) = inspector.get(&format!("/api/verifications/receptions?unitId={}", id(&u))).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!((list["data"][0]["state"].as_str(), list["data"][0]["unit_name"].as_str()), (Some("closed"), Some("Depto R-1")));
    assert_eq!(list["data"][0]["note"], "Recibido conforme");
}

#[tokio::test]
async fn reception_settings_are_per_project_guard_their_version_and_change_the_rules() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let path = format!("/api/verifications/reception-settings?projectId={project}");
    let (_, s) = admin.get(&path).await;
    assert_eq!(s["data"], json!({"project_id": project, "require_all_units": false, "require_photos_on_failure": false, "signature_required": true, "version": 0}));
    let (status, _) = admin.put(&path, json!({"signature_required": false, "version": 1})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, s) = admin.put(&path, json!({"require_all_units": true, "require_photos_on_failure": true, "signature_required": false, "version": 0})).await;
    assert_eq!(status, StatusCode::OK, "{s}");
    assert_eq!(s["data"]["version"], 1);
    let (status, _) = admin.put(&path, json!({"signature_required": true, "version": 0})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let robles = project_id(&admin, "Edificio Los Robles").await;
    let (_, other) = admin.get(&format!("/api/verifications/reception-settings?projectId={robles}")).await;
    assert_eq!(other["data"]["version"], 0, "another project keeps the defaults");
    // A failure needs a photo first.
    let (u1, u2) = (unit(&admin, &project, "Depto S-1").await, unit(&admin, &project, "Depto S-2").await);
    let a = crate::quality_support::activity(&admin, &project, json!({"description": "Puertas", "est_start": "2026-03-02", "est_end": "2026-03-09", "unit_ids": [id(&u1), id(&u2)]})).await;
    let t = template(&admin, "Puertas", &[("Holguras", false)]).await;
    let v1 = verification(&admin, &project, &id(&a), Some(&id(&u1)), &id(&t)).await;
    let (status, body) = answer(&admin, &vid(&v1), &item_id(&v1, 0), failure(&me(&admin).await, 1)).await;
    assert_eq!((status, field_error(&body, "result")), (StatusCode::UNPROCESSABLE_ENTITY, "Agrega una foto de la falla antes de registrarla.".into()));
    comply_all(&admin, &v1).await;
    assert_eq!(close(&admin, &vid(&v1)).await.0, StatusCode::OK);
    // The activity-wide reception waits for the other unit; no signature is asked.
    let (_, r) = admin.post(&format!("/api/verifications/receptions?projectId={project}"), json!({"activity_id": id(&a)})).await;
    let close_path = format!("/api/verifications/receptions/{}/close", r["data"]["id"].as_str().unwrap());
    let (status, body) = admin.post(&close_path, json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!((body["code"].as_str(), field_error(&body, "units").as_str()), (Some("verifications.units_pending"), "No se puede recepcionar: 1 unidad(es) de la actividad no tienen una verificación cerrada."));
    let v2 = verification(&admin, &project, &id(&a), Some(&id(&u2)), &id(&t)).await;
    comply_all(&admin, &v2).await;
    close(&admin, &vid(&v2)).await;
    let (status, body) = admin.post(&close_path, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["signed"], false);
}

#[tokio::test]
async fn the_report_prints_the_activity_items_observations_photos_and_signature() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let u = unit(&admin, &project, "Depto P-301").await;
    let a = activity(&admin, &project, "Estucos piso 3").await;
    let t = template(&admin, "Estucos", &[("Plomo de muros", false), ("Textura uniforme", true)]).await;
    let v = verification(&admin, &project, &id(&a), Some(&id(&u)), &id(&t)).await;
    let inspector = me(&app.login("inspector").await).await;
    answer(&admin, &vid(&v), &item_id(&v, 0), failure(&inspector, 7)).await;
    photos(&admin, &vid(&v), &item_id(&v, 1), vec![("textura.png", png())]).await;
    answer(&admin, &vid(&v), &item_id(&v, 1), json!({"result": "complies", "note": "Sin marcas de llana"})).await;
    let open = pdf_text(&bytes(&admin, &format!("/api/verifications/{}/pdf", vid(&v))).await.2);
    assert!(open.contains("Sin firmar"), "{open}");
    let (status, body) = close(&admin, &vid(&v)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let res = admin.http.get(format!("{}/api/verifications/{}/pdf", admin.base, vid(&v))).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert!(res.headers()["content-disposition"].to_str().unwrap().contains("verificacion-"));
    let pdf = res.bytes().await.unwrap().to_vec();
    let text = pdf_text(&pdf);
    let code = body["data"]["activity_code"].as_str().unwrap();
    for expected in [
        "Informe de verificación".to_string(),
        "Constructora Andes".into(),
        PROJECT.into(),
        format!("{code} Estucos piso 3"),
        "Depto P-301".into(),
        "Estucos".into(),
        "1 Plomo de muros Falla Fisura en el encuentro 0".into(),
        "2 Textura uniforme Cumple Sin marcas de llana 1".into(),
        "Cumple: 1 · Falla: 1 · No aplica: 0 · Pendiente: 0".into(),
        format!("1 Reparar la fisura del muro {} Rodrigo Paredes Lagos Abierta", dmy(today() + chrono::Duration::days(7))),
        "Ítem 2".into(),
        "Carolina Vergara Soto".into(),
        format!("Responsable de la verificación · Firmado el {}", dmy(today())),
        "Cerrada".into(),
        "Página 1 de".into(),
    ] {
        assert!(text.contains(&expected), "missing {expected:?} in:\n{text}");
    }
    assert!(!text.contains("Sin firmar"), "{text}");
    let doc = lopdf::Document::load_mem(&pdf).unwrap();
    let images = doc.objects.values().filter(|o| o.as_stream().ok().and_then(|s| s.dict.get(b"Subtype").ok()?.as_name().ok().map(|n| n == b"Image")).unwrap_or(false)).count();
    assert!(images >= 2, "the signature and the photo are drawn ({images} images)");
}

#[tokio::test]
async fn lists_the_gantt_and_the_observations_show_each_verifications_counts_dates_and_state() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let inspector = app.login("inspector").await;
    let project = project_id(&admin, PROJECT).await;
    let a = activity(&admin, &project, "Cielos").await;
    let t = template(&admin, "Cielos", &[("Nivel", false), ("Pintura", false)]).await;
    let v1 = verification(&admin, &project, &id(&a), None, &id(&t)).await;
    answer(&admin, &vid(&v1), &item_id(&v1, 0), failure(&me(&inspector).await, 2)).await;
    let v2 = verification(&admin, &project, &id(&a), None, &id(&t)).await;
    comply_all(&admin, &v2).await;
    close(&admin, &vid(&v2)).await;
    let (_, list) = inspector.get(&format!("/api/verifications?projectId={project}&activityId={}", id(&a))).await;
    assert_eq!(list["total"], 2, "{list}");
    let row = list["data"].as_array().unwrap().iter().find(|r| r["id"] == v1["id"]).unwrap();
    assert_eq!((row["items_total"].as_u64(), row["items_answered"].as_u64(), row["failures"].as_u64(), row["open_observations"].as_u64()), (Some(2), Some(1), Some(1), Some(1)));
    // The search box finds by activity, unit or template, in any letter case.
    let u = unit(&admin, &project, "Depto 1204").await;
    let t2 = template(&admin, "Revestimientos", &[("Plomo", false)]).await;
    let v3 = verification(&admin, &project, &id(&a), Some(&id(&u)), &id(&t2)).await;
    for (search, expected) in [("cIELOS", vec![&v1, &v2, &v3]), ("depto 12", vec![&v3]), ("revestim", vec![&v3]), ("nada de esto", vec![])] {
        let (_, found) = inspector.get(&format!("/api/verifications?projectId={project}&search={}", search.replace(' ', "%20"))).await;
        let mut ids: Vec<&Value> = found["data"].as_array().unwrap().iter().map(|r| &r["id"]).collect();
        let mut want: Vec<&Value> = expected.iter().map(|v| &v["id"]).collect();
        ids.sort_by_key(|v| v.to_string());
        want.sort_by_key(|v| v.to_string());
        assert_eq!(ids, want, "search {search:?}: {found}");
    }
    let (_, closed) = inspector.get(&format!("/api/verifications?projectId={project}&state=closed")).await;
    assert_eq!((closed["total"].as_u64(), closed["data"][0]["id"].clone()), (Some(1), v2["id"].clone()));
    let (status, _) = inspector.get(&format!("/api/verifications?projectId={project}&state=roto")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (_, gantt) = inspector.get(&format!("/api/verifications/gantt?projectId={project}")).await;
    let bar = gantt["data"].as_array().unwrap().iter().find(|g| g["id"] == v2["id"]).unwrap();
    assert_eq!((bar["scheduled_on"].as_str(), bar["closed_on"].as_str(), bar["state"].as_str()), (Some("2026-03-10"), Some(today().to_string().as_str()), Some("closed")));
    assert_eq!(bar["activity_code"], a["code"]);
    let (_, obs) = inspector.get(&format!("/api/verifications/observations?projectId={project}&state=open")).await;
    assert_eq!(obs["total"], 1, "{obs}");
    assert_eq!((obs["data"][0]["activity_description"].as_str(), obs["data"][0]["item_text"].as_str(), obs["data"][0]["overdue"].as_bool()), (Some("Cielos"), Some("Nivel"), Some(false)));
    let (_, none) = inspector.get(&format!("/api/verifications/observations?projectId={project}&state=closed")).await;
    assert_eq!(none["total"], 0);
    // Rescheduling guards its version; deleting an open verification takes its observations with it.
    let path = format!("/api/verifications/{}", vid(&v1));
    let (status, _) = inspector.put(&path, json!({"responsible_id": me(&inspector).await, "scheduled_on": "2026-04-01", "version": 1})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let version = get(&inspector, &vid(&v1)).await["version"].clone();
    let (status, body) = inspector.put(&path, json!({"responsible_id": me(&inspector).await, "scheduled_on": "2026-04-01", "version": version})).await;
    assert_eq!((status, body["data"]["scheduled_on"].as_str()), (StatusCode::OK, Some("2026-04-01")));
    assert_eq!(inspector.send(Method::DELETE, &path, None).await.0, StatusCode::NO_CONTENT);
    assert_eq!(inspector.get(&path).await.0, StatusCode::NOT_FOUND);
    let (_, obs) = inspector.get(&format!("/api/verifications/observations?projectId={project}")).await;
    assert_eq!(obs["total"], 0);
}

#[tokio::test]
async fn an_observation_is_closed_only_by_its_responsible_or_a_user_with_the_upload_key() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let project = project_id(&admin, PROJECT).await;
    let a = activity(&admin, &project, "Barandas").await;
    let t = template(&admin, "Barandas", &[("Anclajes", false), ("Altura", false)]).await;
    let v = verification(&admin, &project, &id(&a), None, &id(&t)).await;
    let inspector_id = me(&app.login("inspector").await).await;
    answer(&admin, &vid(&v), &item_id(&v, 0), failure(&me(&admin).await, 3)).await;
    let (_, body) = answer(&admin, &vid(&v), &item_id(&v, 1), failure(&inspector_id, 3)).await;
    let close_path = |i: usize| format!("/api/verifications/observations/{}/close", body["data"]["observations"][i]["id"].as_str().unwrap());
    // The inspector's profile without verifications.upload: it still performs verifications.
    let (_, profiles) = admin.get("/api/profiles").await;
    let inspector_profile = profiles["data"].as_array().unwrap().iter().find(|p| p["name"] == "Inspector").unwrap().clone();
    let switch = format!("/api/profiles/{}/permissions/verifications.upload", inspector_profile["id"].as_str().unwrap());
    let (status, out) = admin.put(&switch, json!({"granted": false, "version": inspector_profile["version"]})).await;
    assert_eq!(status, StatusCode::OK, "{out}");
    let inspector = app.login("inspector").await;
    let (status, _) = upload(&inspector, Method::POST, &close_path(0), &[("note", "Revisado")], vec![]).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the admin's observation");
    let (status, body) = upload(&inspector, Method::POST, &close_path(1), &[("note", "Altura corregida")], vec![]).await;
    assert_eq!(status, StatusCode::OK, "its own: {body}");
    let (status, body) = upload(&admin, Method::POST, &close_path(0), &[("note", "Anclajes reforzados")], vec![]).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["data"]["closing_note"], "Anclajes reforzados");
}
