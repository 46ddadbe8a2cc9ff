//! API conventions (SPEC §7, §8): legacy v1 dispatch, envelopes, malformed input as 422, JSON 404s.

use reqwest::StatusCode;
use serde_json::json;

use crate::support::*;

#[tokio::test]
async fn legacy_v1_answers_exactly_what_v2_answers() {
    let app = spawn().await;
    let client = app.login("admin").await;
    let (s1, v1) = client.get("/api/v1/api.php?path=/me").await;
    let (s2, v2) = client.get("/api/me").await;
    assert_eq!((s1, &v1), (s2, &v2));
    let (_, v1) = client.get("/api/v1/api.php?path=/projects&rowsPerPage=1&page=2").await;
    let (_, v2) = client.get("/api/projects?rowsPerPage=1&page=2").await;
    assert_eq!(v1, v2);
    assert_eq!(v1["current_page"], 2);
}

#[tokio::test]
async fn legacy_v1_posts_go_through_the_same_checks() {
    let app = spawn().await;
    let client = app.client().await;
    let (status, body) = client.post("/api/v1/api.php?path=/password-reset", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "username"), "Este campo es obligatorio.");
}

#[tokio::test]
async fn legacy_v1_without_a_path_is_404() {
    let app = spawn().await;
    let (status, _) = app.client().await.get("/api/v1/api.php").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_malformed_body_is_a_422_not_a_500() {
    let app = spawn().await;
    let client = app.client().await;
    let res = client
        .login_request()
        .header("Content-Type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["code"], "validation");
    assert_eq!(body["message"], "Los datos enviados no son válidos.");
    assert_eq!(field_error(&body, "body"), "El cuerpo de la solicitud no es JSON válido.");
}

#[tokio::test]
async fn a_wrongly_typed_field_is_a_422() {
    let app = spawn().await;
    let (status, _) = app.login("admin").await.post("/api/notifications/read", json!({"ids": "abc"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_malformed_query_is_a_422() {
    let app = spawn().await;
    let (status, body) = app.login("admin").await.get("/api/projects?page=abc").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(body["errors"]["query"].is_array());
}

#[tokio::test]
async fn an_unknown_api_path_is_a_json_404_in_the_callers_language() {
    let app = spawn().await;
    let (status, body) = app.client_in("pt").await.get("/api/no-such-thing").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["message"], "Documento ou arquivo não encontrado.");
}

#[tokio::test]
async fn health_and_ready_answer() {
    let app = spawn().await;
    let client = app.client().await;
    assert_eq!(client.get("/api/health").await, (StatusCode::OK, json!({"status": "ok"})));
    assert_eq!(client.get("/api/ready").await.0, StatusCode::OK);
}

#[tokio::test]
async fn a_malformed_id_is_not_found() {
    let app = spawn().await;
    let (status, _) = app.login("admin").await.get("/api/projects/not-a-uuid").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[test]
fn closed_sets_travel_as_their_texts() {
    use platform::string_enum::wire_names_match;
    assert!(wire_names_match(&app::activation::Kind::variants(), app::activation::Kind::as_str));
    assert!(wire_names_match(&app::activation::Status::variants(), app::activation::Status::as_str));
    assert!(wire_names_match(&app::auth::register::Step::variants(), app::auth::register::Step::as_str));
}

#[tokio::test]
async fn a_page_past_any_list_is_refused_and_never_kills_the_request() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let robles = project_id(&admin, "Edificio Los Robles").await;
    let lists = [
        "/api/users?".to_string(),
        "/api/positions?".to_string(),
        "/api/profiles?".to_string(),
        "/api/courses?".to_string(),
        "/api/workers?".to_string(),
        format!("/api/cmanagement/tickets?projectId={robles}&"),
        format!("/api/warranties/units?projectId={robles}&"),
    ];
    for list in &lists {
        for page in ["9223372036854775808", "18446744073709551615", "18446744073709551616", "1000001"] {
            let (status, body) = admin.get(&format!("{list}page={page}")).await;
            assert_eq!(status, reqwest::StatusCode::UNPROCESSABLE_ENTITY, "{list}page={page}: {body}");
        }
        let (status, body) = admin.get(&format!("{list}page=1000000&rowsPerPage=18446744073709551615")).await;
        assert_eq!(status, reqwest::StatusCode::OK, "{list}: {body}");
        assert_eq!((body["data"].as_array().map(Vec::len), body["has_more"].clone()), (Some(0), serde_json::json!(false)), "{list}");
    }
}

/// Issue 20, item 3: NUL and other control characters are refused in every text, JSON, query or form, on the
/// field that holds them, and nothing is stored (PostgreSQL cannot store NUL in text; SQLite would).
#[tokio::test]
async fn control_characters_are_refused_on_their_field_and_nothing_is_stored() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let p = project_id(&admin, "Edificio Los Robles").await;
    let cases = [
        ("/api/positions".to_string(), json!({"name": "Capataz\u{0}Zeta"}), "name"),
        ("/api/courses".to_string(), json!({"name": "Altura\u{1b}[31m", "hours": 8}), "name"),
        ("/api/config/cmanagement/categories".to_string(), json!({"name": "Eléctrica\u{7}"}), "name"),
        (format!("/api/cmanagement/tickets?projectId={p}"), json!({"subject": "Fuga\u{0}", "origin": "email"}), "subject"),
        (format!("/api/warranties/units?projectId={p}"), json!({"name": "Depto 1", "parkings": ["E\u{0}1"], "stores": []}), "parkings.0"),
    ];
    for (path, body, field) in cases {
        let (s, b) = admin.post(&path, body).await;
        assert_eq!((s, field_error(&b, field)), (StatusCode::UNPROCESSABLE_ENTITY, "Contiene caracteres no permitidos (caracteres de control).".to_string()), "{path}: {b}");
    }
    let (_, positions) = admin.get("/api/positions?search=Zeta").await;
    assert_eq!(positions["data"].as_array().map(Vec::len), Some(0), "nothing stored");
    let (s, b) = admin.get(&format!("/api/cmanagement/tickets?projectId={p}&search=a%00b")).await;
    assert_eq!((s, field_error(&b, "query").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "{b}");
    // Tabs and line breaks are text.
    let (s, b) = admin.post(&format!("/api/cmanagement/tickets?projectId={p}"), json!({"subject": "Fuga", "description": "Línea 1\n\tLínea 2", "origin": "email"})).await;
    assert_eq!(s, StatusCode::CREATED, "{b}");
}

/// Issue 20, item 2: one rule for unique names (positions, profiles, courses, ticket categories): case, accents
/// and inner blanks do not make a new name, the database's unique index on the name's key is the judge, and a
/// clash is a 422 on `name`, also when requests race.
#[tokio::test]
async fn names_are_unique_ignoring_case_and_accents_and_a_clash_is_never_a_500() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    for (path, body, twin) in [
        ("/api/positions", json!({"name": "Ñandú Ìnspección"}), json!({"name": "ñandu  inspeccion"})),
        ("/api/profiles", json!({"name": "Bodeguero Jefe", "permissions": []}), json!({"name": "BODEGUERO JEFÉ", "permissions": []})),
        ("/api/courses", json!({"name": "Trabajo en altura física", "hours": 8}), json!({"name": "trabajo en altura fisica", "hours": 8})),
        ("/api/config/cmanagement/categories", json!({"name": "Eléctrica"}), json!({"name": "electrica"})),
    ] {
        let (s, b) = admin.post(path, body.clone()).await;
        assert_eq!(s, StatusCode::CREATED, "{path}: {b}");
        for again in [body, twin] {
            let (s, b) = admin.post(path, again).await;
            assert_eq!((s, field_error(&b, "name").is_empty()), (StatusCode::UNPROCESSABLE_ENTITY, false), "{path}: {b}");
        }
    }
    // Renaming onto another's key is refused; renaming to a variant of one's own name is fine.
    let (_, a) = admin.post("/api/positions", json!({"name": "Capataz Norte"})).await;
    let id = a["data"]["id"].as_str().unwrap();
    let (s, _) = admin.put(&format!("/api/positions/{id}"), json!({"name": "ÑANDÚ INSPECCIÓN", "version": a["data"]["version"]})).await;
    assert_eq!(s, StatusCode::UNPROCESSABLE_ENTITY);
    let (s, b) = admin.put(&format!("/api/positions/{id}"), json!({"name": "capataz norte", "version": a["data"]["version"]})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    // Five creates of one name at once: one is made, the others are told the name is taken.
    let creates = (0..5).map(|_| admin.post("/api/positions", json!({"name": "Carrera Simultánea"})));
    let mut statuses: Vec<u16> = futures::future::join_all(creates).await.into_iter().map(|(s, _)| s.as_u16()).collect();
    statuses.sort();
    assert_eq!(statuses, vec![201, 422, 422, 422, 422]);
}

/// Issue 20, item 6: every answer carries the Content-Security-Policy (nobody frames the product), the
/// Permissions-Policy, and API answers are not cached unless the handler says so.
#[tokio::test]
async fn security_headers_are_on_every_answer_and_api_answers_are_not_stored() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let res = admin.http.get(format!("{}/api/me", admin.base)).send().await.unwrap();
    let h = res.headers();
    let csp = h.get("content-security-policy").unwrap().to_str().unwrap();
    for part in ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "worker-src 'self' blob:", "frame-ancestors 'none'", "object-src 'self' blob:"] {
        assert!(csp.contains(part), "{csp}");
    }
    assert!(!csp.contains("unsafe-eval'") || csp.contains("wasm-unsafe-eval"), "no eval: {csp}");
    assert!(h.get("permissions-policy").unwrap().to_str().unwrap().contains("microphone=()"));
    assert_eq!(h.get("cache-control").unwrap(), "no-store");
    assert_eq!(h.get("x-frame-options").unwrap(), "DENY");
    let res = admin.http.get(format!("{}/api/nothing-here", admin.base)).send().await.unwrap();
    assert_eq!((res.status().as_u16(), res.headers().get("cache-control").map(|v| v.to_str().unwrap().to_string())), (404, Some("no-store".into())));
}

/// Found by the schema fuzzer (issue 20, item 7): a version at the integer's edge is a stale version (409), not
/// an overflow.
#[tokio::test]
async fn a_version_at_the_integer_edge_is_a_conflict_not_a_crash() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, a) = admin.post("/api/positions", json!({"name": "Borde Entero"})).await;
    let id = a["data"]["id"].as_str().unwrap();
    let (s, b) = admin.put(&format!("/api/positions/{id}"), json!({"name": "Borde Entero 2", "version": i32::MAX})).await;
    assert_eq!(s, StatusCode::CONFLICT, "{b}");
}
