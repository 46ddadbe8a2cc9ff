//! Courses: catalogue, assignment for 15 business days, extensions (at most 2), unassignment, completion, computed
//! states, holidays and tenancy.

use std::collections::HashSet;

use app::config::courses::calendar::add_business_days;
use chrono::{Duration, NaiveDate, Utc};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{config_users::user, support::*};

fn today() -> NaiveDate {
    (Utc::now() - Duration::hours(3)).date_naive()
}

async fn holidays(client: &Client) -> HashSet<NaiveDate> {
    let (_, body) = client.get("/api/holidays").await;
    body["data"].as_array().unwrap().iter().map(|h| h["date"].as_str().unwrap().parse().unwrap()).collect()
}

async fn course(client: &Client, name: &str) -> String {
    let (status, body) = client.post("/api/courses", json!({"name": name})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["data"]["id"].as_str().unwrap().to_string()
}

async fn assign(client: &Client, course: &str, users: &[&Value]) -> (StatusCode, Value) {
    client.post("/api/course-assignments", json!({"course_id": course, "user_ids": users.iter().map(|u| u["id"].clone()).collect::<Vec<_>>()})).await
}

fn date(v: &Value) -> NaiveDate {
    v.as_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn the_catalogue_has_rules_and_a_course_in_use_stays() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, body) = admin.post("/api/courses", json!({"name": " "})).await;
    assert_eq!(field_error(&body, "name"), "Este campo es obligatorio.");
    let id = course(&admin, "Trabajo en altura").await;
    let (_, body) = admin.post("/api/courses", json!({"name": "TRABAJO EN ALTURA"})).await;
    assert_eq!(field_error(&body, "name"), "Este valor ya está en uso.");
    let (status, body) = admin.put(&format!("/api/courses/{id}"), json!({"name": "Trabajo en altura física", "version": 1})).await;
    assert_eq!((status, body["data"]["version"].as_i64()), (StatusCode::OK, Some(2)));
    assign(&admin, &id, &[&user(&admin, "inspector").await]).await;
    let (status, body) = admin.send(reqwest::Method::DELETE, &format!("/api/courses/{id}"), None).await;
    assert_eq!((status, field_error(&body, "id")), (StatusCode::UNPROCESSABLE_ENTITY, "El curso está asignado a 1 usuario(s): desasígnalo antes de eliminarlo.".into()));
    let (_, list) = admin.get("/api/courses").await;
    assert_eq!((list["total"].as_u64(), list["data"][0]["assigned"].as_u64()), (Some(1), Some(1)));
}

#[tokio::test]
async fn an_assignment_lasts_fifteen_business_days_and_reaches_the_user() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let id = course(&admin, "Prevención de riesgos").await;
    let inspector = user(&admin, "inspector").await;
    let (status, body) = assign(&admin, &id, &[&inspector]).await;
    assert_eq!((status, body["message"].as_str()), (StatusCode::CREATED, Some("Curso asignado a 1 usuario(s).")), "{body}");
    let a = &body["data"][0];
    let expected = add_business_days(today(), 15, &holidays(&admin).await);
    assert_eq!(date(&a["expiry_date"]), expected);
    assert_eq!((a["state"]["stage"].as_str(), a["state"]["status"].as_str(), a["days_left"].as_u64()), (Some("original"), Some("in_progress"), Some(15)));
    let mail = app.sent_mail().await;
    assert!(mail.iter().any(|(to, subject, _)| to == "inspector@constructora-andes.cl" && subject == "Curso asignado: Prevención de riesgos"), "{mail:?}");
    let (_, notices) = app.login("inspector").await.get("/api/notifications").await;
    assert_eq!(notices["data"][0]["title"], "Curso asignado: Prevención de riesgos");
    let (status, body) = assign(&admin, &id, &[&inspector]).await;
    assert_eq!((status, field_error(&body, "user_ids")), (StatusCode::UNPROCESSABLE_ENTITY, "Rodrigo Paredes Lagos ya tiene este curso.".into()));
}

#[tokio::test]
async fn users_without_an_email_cannot_take_courses() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let mut body = crate::config_users::new_user(&admin, "sin.correo").await;
    body["email"] = Value::Null;
    let (status, created) = admin.post("/api/users", body).await;
    assert_eq!(status, StatusCode::CREATED);
    let id = course(&admin, "Primeros auxilios").await;
    let (status, body) = assign(&admin, &id, &[&created["data"], &user(&admin, "supervisor").await]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "user_ids"), "Marcela Rojas Pinto no tiene correo electrónico: no se le pueden asignar cursos.");
    assert_eq!(admin.get("/api/course-assignments").await.1["total"], 0, "nobody was assigned");
    let (_, body) = admin.post("/api/course-assignments", json!({"user_ids": []})).await;
    assert_eq!((field_error(&body, "course_id"), field_error(&body, "user_ids")), ("Este campo es obligatorio.".into(), "Selecciona al menos 1 elemento(s).".into()));
}

#[tokio::test]
async fn two_extensions_of_fifteen_business_days_and_no_third() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let id = course(&admin, "Manejo de grúa").await;
    let (_, body) = assign(&admin, &id, &[&user(&admin, "supervisor").await]).await;
    let mut a = body["data"][0].clone();
    let calendar = holidays(&admin).await;
    for (stage, n) in [("first_extension", 1), ("second_extension", 2)] {
        let path = format!("/api/course-assignments/{}/extend", a["id"].as_str().unwrap());
        let (status, body) = admin.post(&path, json!({"version": a["version"]})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(date(&body["data"]["expiry_date"]), add_business_days(date(&a["expiry_date"]), 15, &calendar));
        assert_eq!((body["data"]["state"]["stage"].as_str(), body["data"]["extension_count"].as_i64()), (Some(stage), Some(n)));
        a = body["data"].clone();
    }
    let (status, body) = admin.post(&format!("/api/course-assignments/{}/extend", a["id"].as_str().unwrap()), json!({"version": a["version"]})).await;
    assert_eq!((status, field_error(&body, "id")), (StatusCode::UNPROCESSABLE_ENTITY, "El curso ya tuvo las 2 extensiones permitidas.".into()));
    let (_, body) = app.login("admin").await.lang("pt-BR").post(&format!("/api/course-assignments/{}/extend", a["id"].as_str().unwrap()), json!({"version": a["version"]})).await;
    assert_eq!(field_error(&body, "id"), "O curso já teve as 2 prorrogações permitidas.");
    assert_eq!(audit_actions(&app, a["id"].as_str().unwrap()).await, vec!["course.assigned", "course.extended", "course.extended"]);
}

#[tokio::test]
async fn an_unassigned_course_comes_back_only_through_an_extension() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let id = course(&admin, "Uso de andamios").await;
    let contractor = user(&admin, "contratista").await;
    let (_, body) = assign(&admin, &id, &[&contractor]).await;
    let a = &body["data"][0];
    let path = |verb: &str| format!("/api/course-assignments/{}/{verb}", a["id"].as_str().unwrap());
    let (status, body) = admin.post(&path("unassign"), json!({"version": 1})).await;
    assert_eq!((status, body["data"]["state"]["status"].as_str()), (StatusCode::OK, Some("unassigned")));
    let (_, body) = assign(&admin, &id, &[&contractor]).await;
    assert_eq!(field_error(&body, "user_ids"), "A Jorge Castillo Ibáñez se le desasignó este curso: extiende el plazo para reasignarlo.");
    let (status, body) = admin.post(&path("extend"), json!({"version": 2})).await;
    assert_eq!((status, body["data"]["state"]["status"].as_str(), body["data"]["state"]["stage"].as_str()), (StatusCode::OK, Some("in_progress"), Some("first_extension")));
    assert_eq!(date(&body["data"]["expiry_date"]), add_business_days(today(), 15, &holidays(&admin).await));
    let (status, body) = admin.post(&path("complete"), json!({"version": 3})).await;
    assert_eq!((status, body["data"]["state"]["status"].as_str()), (StatusCode::OK, Some("completed")));
    let (_, body) = admin.post(&path("unassign"), json!({"version": 4})).await;
    assert_eq!(field_error(&body, "id"), "El curso ya está completado.");
    assert_eq!(admin.post(&path("complete"), json!({"version": 1})).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    // Nobody holds it now (completed): the course can go, with its records.
    assert_eq!(admin.get("/api/courses").await.1["data"][0]["assigned"], 0);
    assert_eq!(admin.send(reqwest::Method::DELETE, &format!("/api/courses/{id}"), None).await.0, StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn expiry_is_computed_from_the_date_not_stored() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let id = course(&admin, "Espacios confinados").await;
    let (_, body) = assign(&admin, &id, &[&user(&admin, "inspector").await, &user(&admin, "supervisor").await]).await;
    let first = body["data"].as_array().unwrap().iter().find(|a| a["user"]["name"] == "Rodrigo Paredes Lagos").unwrap()["id"].as_str().unwrap().to_string();
    app.exec("UPDATE course_assignments SET expiry_date = '2026-01-05' WHERE user_id IN (SELECT id FROM users WHERE username = 'inspector')").await;
    let (_, expired) = admin.get("/api/course-assignments?status=expired").await;
    assert_eq!((expired["total"].as_u64(), expired["data"][0]["state"]["status"].as_str(), expired["data"][0]["days_left"].as_u64()), (Some(1), Some("expired"), Some(0)));
    assert_eq!(admin.get("/api/course-assignments?status=in_progress").await.1["total"], 1);
    let (_, body) = admin.post(&format!("/api/course-assignments/{first}/complete"), json!({"version": 1})).await;
    assert_eq!(field_error(&body, "id"), "El plazo del curso venció: extiéndelo para completarlo.");
    let (status, body) = admin.post(&format!("/api/course-assignments/{first}/extend"), json!({"version": 1})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(date(&body["data"]["expiry_date"]), add_business_days(today(), 15, &holidays(&admin).await), "an expired term extends from today");
    let (_, body) = admin.get("/api/course-assignments?status=late").await;
    assert_eq!(field_error(&body, "status"), "Selecciona una opción válida.");
}

#[tokio::test]
async fn each_country_has_its_holidays_and_only_the_provider_changes_them() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, body) = admin.get("/api/holidays?year=2026").await;
    let names: Vec<&str> = body["data"].as_array().unwrap().iter().map(|h| h["date"].as_str().unwrap()).collect();
    assert!(names.contains(&"2026-09-18") && names.contains(&"2026-12-08"), "{names:?}");
    let (_, body) = app.login("admin.sur").await.get("/api/holidays?year=2026").await;
    assert!(body["data"].as_array().unwrap().iter().any(|h| h["date"] == "2026-11-20" && h["country"] == "BR"));
    let holiday = json!({"country": "CL", "date": "2026-12-31", "name": "Feriado bancario"});
    assert_eq!(admin.put("/api/admin/holidays", holiday.clone()).await.0, StatusCode::FORBIDDEN);
    let soporte = app.login("soporte").await;
    assert_eq!(soporte.put("/api/admin/holidays", holiday.clone()).await.0, StatusCode::OK);
    assert!(holidays(&admin).await.contains(&"2026-12-31".parse().unwrap()));
    assert_eq!(soporte.send(reqwest::Method::DELETE, "/api/admin/holidays", Some(holiday.clone())).await.0, StatusCode::NO_CONTENT);
    assert_eq!(soporte.send(reqwest::Method::DELETE, "/api/admin/holidays", Some(holiday)).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn another_companys_courses_are_not_found() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let id = course(&admin, "Trabajo en altura").await;
    let (_, body) = assign(&admin, &id, &[&user(&admin, "inspector").await]).await;
    let a = body["data"][0]["id"].as_str().unwrap().to_string();
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.put(&format!("/api/courses/{id}"), json!({"name": "X y", "version": 1})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.post(&format!("/api/course-assignments/{a}/extend"), json!({"version": 1})).await.0, StatusCode::NOT_FOUND);
    let own = user(&sur, "admin.sur").await;
    assert_eq!(assign(&sur, &id, &[&own]).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.get("/api/course-assignments").await.1["total"], 0);
}

#[tokio::test]
async fn a_course_unassigned_after_both_extensions_cannot_come_back() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let id = course(&admin, "Rigging").await;
    let inspector = user(&admin, "inspector").await;
    let (_, body) = assign(&admin, &id, &[&inspector]).await;
    let a = body["data"][0]["id"].as_str().unwrap().to_string();
    for version in [1, 2] {
        assert_eq!(admin.post(&format!("/api/course-assignments/{a}/extend"), json!({"version": version})).await.0, StatusCode::OK);
    }
    assert_eq!(admin.post(&format!("/api/course-assignments/{a}/unassign"), json!({"version": 3})).await.0, StatusCode::OK);
    let (_, body) = assign(&admin, &id, &[&inspector]).await;
    assert_eq!(field_error(&body, "user_ids"), "A Rodrigo Paredes Lagos se le desasignó este curso después de sus 2 extensiones: ya no se le puede reasignar.");
}
