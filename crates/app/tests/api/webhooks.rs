//! Webhooks (issue 18): applications and their secret, the SSRF guard, signed deliveries verified with the
//! Standard Webhooks library, retries and auto-disable, the response-body rules, the 100-row log and replay,
//! activation, tenancy.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::{config_users::new_user, support::*, webhooks_support::*};

#[tokio::test]
async fn an_application_shows_its_secret_once_and_checks_its_fields() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (status, body) = admin.post("/api/webhooks/apps", json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(field_error(&body, "name"), "Este campo es obligatorio.");
    assert_eq!(field_error(&body, "env"), "Este campo es obligatorio.");
    let (_, body) = admin.post("/api/webhooks/apps", json!({"name": "ERP", "env": "staging"})).await;
    assert_eq!(field_error(&body, "env"), "Selecciona una opción válida.");
    let (status, body) = admin.post("/api/webhooks/apps", json!({"name": "ERP", "env": "production"})).await;
    assert_eq!(status, StatusCode::CREATED);
    let secret = body["data"]["secret"].as_str().unwrap().to_string();
    assert!(secret.starts_with("whsec_") && secret.len() > 30, "{secret}");
    let id = body["data"]["app"]["id"].as_str().unwrap().to_string();
    let (_, listed) = admin.get("/api/webhooks/apps").await;
    let text = listed.to_string();
    assert!(!text.contains(&secret[6..]), "the secret is not listed");
    assert_eq!(listed["data"][0]["secret_hint"], json!(format!("whsec_…{}", &secret[secret.len() - 4..])));
    let (_, body) = admin.post("/api/webhooks/apps", json!({"name": "erp", "env": "testing"})).await;
    assert_eq!(field_error(&body, "name"), "Este valor ya está en uso.");
    // Rename with the version read; a stale version is a conflict.
    let (status, body) = admin.put(&format!("/api/webhooks/apps/{id}"), json!({"name": "ERP central", "env": "testing", "version": 1})).await;
    assert_eq!((status, body["data"]["env"].clone()), (StatusCode::OK, json!("testing")));
    assert_eq!(admin.put(&format!("/api/webhooks/apps/{id}"), json!({"name": "ERP", "env": "testing", "version": 1})).await.0, StatusCode::CONFLICT);
    // Renewing gives a new secret, once.
    let (status, body) = admin.post(&format!("/api/webhooks/apps/{id}/secret"), json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_ne!(body["data"]["secret"].as_str().unwrap(), secret);
    // Another company's administrator does not see it.
    let sur = app.login("admin.sur").await;
    for path in [format!("/api/webhooks/apps/{id}"), format!("/api/webhooks/apps/{id}/logs")] {
        assert_eq!(sur.get(&path).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    assert_eq!(sur.post(&format!("/api/webhooks/apps/{id}/secret"), json!({})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.send(reqwest::Method::DELETE, &format!("/api/webhooks/apps/{id}"), None).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.get("/api/webhooks/apps").await.1["data"], json!([]));
    assert_eq!(admin.send(reqwest::Method::DELETE, &format!("/api/webhooks/apps/{id}"), None).await.0, StatusCode::NO_CONTENT);
    assert_eq!(admin.get(&format!("/api/webhooks/apps/{id}")).await.0, StatusCode::NOT_FOUND);
    assert!(audit_actions(&app, &id).await.contains(&"webhook_app.secret_renewed".to_string()));
}

/// 40+ ways to point a webhook inward, each refused at save time with a localized message.
#[tokio::test]
async fn ssrf_vectors_are_refused() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let (_, body) = admin.post("/api/webhooks/apps", json!({"name": "Interno", "env": "testing"})).await;
    let id = body["data"]["app"]["id"].as_str().unwrap().to_string();
    let vectors = [
        "http://127.0.0.2/", "http://127.1/", "http://0177.0.0.1/", "http://0x7f000001/", "http://2130706433/", "http://localhost/",
        "http://LOCALHOST./", "http://api.localhost/", "http://[::1]/", "http://[::]/", "http://0.0.0.0/", "http://0/",
        "http://10.0.0.1/", "http://10.255.255.255/", "http://172.16.0.1/", "http://172.31.255.1/", "http://192.168.1.1/",
        "http://169.254.169.254/latest/meta-data/", "http://169.254.0.1/", "http://100.64.0.1/", "http://100.100.100.200/",
        "http://192.0.0.192/", "http://198.18.0.1/", "http://224.0.0.1/", "http://239.255.255.250/", "http://255.255.255.255/",
        "http://240.0.0.1/", "http://192.0.2.1/", "http://[::ffff:127.0.0.1]/", "http://[::ffff:10.0.0.1]/", "http://[::ffff:169.254.169.254]/",
        "http://[::127.0.0.1]/", "http://[64:ff9b::a00:1]/", "http://[2002:7f00:1::]/", "http://[fe80::1]/", "http://[fc00::1]/",
        "http://[fd00:ec2::254]/", "http://[ff02::1]/", "http://[2001:db8::1]/", "http://[2001::1]/", "http://[fec0::1]/",
        "http://metadata.google.internal/", "http://printer.local/", "http://intranet/", "http://user:pass@127.0.0.1:80@10.0.0.1/",
    ];
    assert!(vectors.len() >= 40);
    for url in vectors {
        let (status, body) = admin.put(&format!("/api/webhooks/apps/{id}/events"), json!({"events": [{"event": "ticket.created", "url": url}]})).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{url} was accepted");
        let message = field_error(&body, "events.0.url");
        assert!(message.contains("local o privada") || message.contains("URL válida"), "{url}: {message}");
    }
    for (url, message) in [("ftp://example.com/", "La URL debe empezar con http:// o https://."), ("file:///etc/passwd", "La URL debe empezar con http:// o https://."), ("no es una url", "Ingresa una URL válida (http:// o https://).")] {
        let (_, body) = admin.put(&format!("/api/webhooks/apps/{id}/events"), json!({"events": [{"event": "ticket.created", "url": url}]})).await;
        assert_eq!(field_error(&body, "events.0.url"), message, "{url}");
    }
    let (_, body) = admin.put(&format!("/api/webhooks/apps/{id}/events"), json!({"events": [{"event": "ticket.nope", "url": "http://127.0.0.1:9/"}, {"event": "ticket.created", "url": "http://127.0.0.1:9/"}, {"event": "ticket.created", "url": "http://127.0.0.1:9/"}]})).await;
    assert_eq!(field_error(&body, "events.0.event"), "Selecciona una opción válida.");
    assert_eq!(field_error(&body, "events.2.event"), "Este valor ya está en uso.");
    let (status, body) = admin.lang("pt-BR").put(&format!("/api/webhooks/apps/{id}/events"), json!({"events": [{"event": "ticket.created", "url": "http://127.0.0.1:9/x"}]})).await;
    assert_eq!((status, field_error(&body, "events.0.url")), (StatusCode::UNPROCESSABLE_ENTITY, "A URL aponta para um endereço local ou privado: apenas endereços públicos são aceitos.".to_string()));
}

/// With the test-suite setting, 127.0.0.1 (and only it, in IPv4 form) passes for a testing application.
#[tokio::test]
async fn the_loopback_allowance_is_narrow() {
    let app = spawn_hooks(&[0]).await;
    let admin = app.login("admin").await;
    let (_, body) = admin.post("/api/webhooks/apps", json!({"name": "Local", "env": "testing"})).await;
    let id = body["data"]["app"]["id"].as_str().unwrap().to_string();
    let set = |url: &str| json!({"events": [{"event": "ticket.created", "url": url}]});
    assert_eq!(admin.put(&format!("/api/webhooks/apps/{id}/events"), set("http://127.0.0.1:9/x")).await.0, StatusCode::OK);
    for url in ["http://127.0.0.2/", "http://[::1]/", "http://[::ffff:127.0.0.1]/", "http://[2002:7f00:1::]/", "http://localhost/", "http://10.0.0.1/"] {
        assert_eq!(admin.put(&format!("/api/webhooks/apps/{id}/events"), set(url)).await.0, StatusCode::UNPROCESSABLE_ENTITY, "{url}");
    }
    let (_, body) = admin.post("/api/webhooks/apps", json!({"name": "Prod", "env": "production"})).await;
    let prod = body["data"]["app"]["id"].as_str().unwrap().to_string();
    assert_eq!(admin.put(&format!("/api/webhooks/apps/{prod}/events"), set("http://127.0.0.1:9/x")).await.0, StatusCode::UNPROCESSABLE_ENTITY);
    // The testing application cannot turn production while an event points at 127.0.0.1.
    let (_, body) = admin.get(&format!("/api/webhooks/apps/{id}")).await;
    let version = body["data"]["version"].clone();
    let (status, body) = admin.put(&format!("/api/webhooks/apps/{id}"), json!({"name": "Local", "env": "production", "version": version})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(field_error(&body, "env").contains("127.0.0.1"), "{body}");
    // Saving the events over a stale version is a conflict.
    let mut stale = set("http://127.0.0.1:9/y");
    stale["version"] = json!(version.as_i64().unwrap() - 1);
    assert_eq!(admin.put(&format!("/api/webhooks/apps/{id}/events"), stale).await.0, StatusCode::CONFLICT);
}

/// A domain event reaches the receiver signed; the published verifier accepts it, and a tampered body fails.
#[tokio::test]
async fn deliveries_are_signed_and_verify_with_the_standard_webhooks_library() {
    let app = spawn_hooks(&[0]).await;
    let receiver = Receiver::start().await;
    let admin = app.login("admin").await;
    let (id, secret) = app_with(&admin, &receiver.url, &["user.created"]).await;
    let body = new_user(&admin, "hook.user").await;
    assert_eq!(admin.post("/api/users", body).await.0, StatusCode::CREATED);
    let got = receiver.wait_for(1).await;
    let (headers, body) = &got[0];
    let verifier = standardwebhooks::Webhook::new(&secret).unwrap();
    verifier.verify(body.as_bytes(), headers).expect("a valid signature");
    assert!(verifier.verify(body.replace("hook.user", "hook.other").as_bytes(), headers).is_err(), "a tampered body fails");
    let payload: Value = serde_json::from_str(body).unwrap();
    assert_eq!((payload["type"].as_str(), payload["data"]["username"].as_str()), (Some("user.created"), Some("hook.user")));
    assert!(payload["data"].get("password").is_none());
    let rows = logs(&admin, &id, 1).await;
    assert_eq!((rows[0]["module"].as_str(), rows[0]["event"].as_str(), rows[0]["status"].as_str(), rows[0]["attempt"].as_i64()), (Some("usuarios"), Some("user.created"), Some("succeeded"), Some(1)));
    assert_eq!(rows[0]["response"], json!(r#"{"ok":true}"#));
    assert_eq!(rows[0]["signature"].as_str(), headers["webhook-signature"].to_str().ok());
    assert_eq!(rows[0]["content"].as_str(), Some(body.as_str()));
    // Deactivated, the company raises nothing.
    let (_, state) = admin.get("/api/integrations/webhooks").await;
    let version = state["data"]["version"].clone();
    assert_eq!(admin.put("/api/integrations/webhooks", json!({"active": false, "version": version})).await.0, StatusCode::OK);
    assert_eq!(admin.put("/api/integrations/webhooks", json!({"active": true, "version": version})).await.0, StatusCode::CONFLICT);
    assert_eq!(admin.post("/api/users", new_user(&admin, "hook.quiet").await).await.0, StatusCode::CREATED);
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    assert_eq!(receiver.count(), 1, "nothing is sent while deactivated");
}

/// A receiver that always fails gets every attempt of the schedule; then the delivery fails, the event is
/// disabled and its owner told; turning it on again re-enables it.
#[tokio::test]
async fn failing_attempts_retry_then_disable_the_event() {
    let app = spawn_hooks(&[0, 1, 1]).await;
    let receiver = Receiver::start().await;
    receiver.answer_with(500, "boom");
    let admin = app.login("admin").await;
    let (id, _) = app_with(&admin, &receiver.url, &["user.created"]).await;
    assert_eq!(admin.post("/api/users", new_user(&admin, "hook.fail").await).await.0, StatusCode::CREATED);
    let got = receiver.wait_for(3).await;
    let ids: Vec<_> = got.iter().map(|(h, _)| h["webhook-id"].clone()).collect();
    assert!(ids.windows(2).all(|w| w[0] == w[1]), "every attempt carries the same webhook-id");
    let rows = logs(&admin, &id, 3).await;
    assert_eq!(rows.iter().map(|r| r["attempt"].as_i64().unwrap()).collect::<Vec<_>>(), vec![3, 2, 1]);
    assert!(rows.iter().all(|r| r["status"] == "failed" && r["response_status"] == 500 && r["response"].is_null()));
    let mut disabled = Value::Null;
    for _ in 0..100 {
        let (_, body) = admin.get(&format!("/api/webhooks/apps/{id}")).await;
        if body["data"]["events"][0]["active"] == false {
            disabled = body["data"]["events"][0].clone();
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(disabled["disabled_at"].is_string(), "disabled: {disabled}");
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    assert_eq!(receiver.count(), 3, "no attempt after the last of the schedule");
    let (_, notes) = admin.get("/api/notifications").await;
    assert!(notes.to_string().contains("Webhook desactivado"), "{notes}");
    // Re-enabled by hand.
    let (_, body) = admin.put(&format!("/api/webhooks/apps/{id}/events"), json!({"events": [{"event": "user.created", "url": receiver.url, "active": true}]})).await;
    assert_eq!((body["data"]["events"][0]["active"].clone(), body["data"]["events"][0]["disabled_at"].clone()), (json!(true), Value::Null));
}

/// The response body is kept only when it is JSON of at most 50 KB.
#[tokio::test]
async fn only_small_json_responses_are_kept() {
    let app = spawn_hooks(&[0]).await;
    let receiver = Receiver::start().await;
    let admin = app.login("admin").await;
    let (id, _) = app_with(&admin, &receiver.url, &["ticket.created"]).await;
    let exactly = format!(r#"{{"pad":"{}"}}"#, "x".repeat(50 * 1024 - 10));
    assert_eq!(exactly.len(), 50 * 1024);
    let cases = [(exactly.clone(), true), (format!(r#"{{"pad":"{}"}}"#, "x".repeat(50 * 1024)), false), ("<html>ok</html>".to_string(), false), ("[1,2,3]".to_string(), true)];
    for (i, (answer, kept)) in cases.iter().enumerate() {
        receiver.answer_with(200, answer);
        assert_eq!(admin.post(&format!("/api/webhooks/apps/{id}/test"), json!({})).await.0, StatusCode::CREATED);
        let rows = logs(&admin, &id, i + 1).await;
        assert_eq!(rows[0]["status"], "succeeded");
        assert_eq!(rows[0]["response"].is_string(), *kept, "case {i}");
        if *kept {
            assert_eq!(rows[0]["response"].as_str().unwrap(), answer.as_str());
        }
    }
}

/// The History tab shows the last 100 attempts; any delivery can be replayed with its webhook-id.
#[tokio::test]
async fn logs_stop_at_100_and_a_delivery_can_be_replayed() {
    let app = spawn_hooks(&[0]).await;
    let receiver = Receiver::start().await;
    let admin = app.login("admin").await;
    let events = ["ticket.created", "ticket.status_changed", "request.created", "request.status_changed", "unit.created", "unit.delivered", "file.uploaded", "file.deleted", "model.available", "model.deleted", "user.created", "user.updated", "activity.progress_registered", "verification.closed", "placement.created", "lot.non_conforming"];
    let (id, _) = app_with(&admin, &receiver.url, &events).await;
    for _ in 0..7 {
        let (status, body) = admin.post(&format!("/api/webhooks/apps/{id}/test"), json!({})).await;
        assert_eq!((status, body["data"].as_array().unwrap().len()), (StatusCode::CREATED, 16));
    }
    receiver.wait_for(112).await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let rows = logs(&admin, &id, 100).await;
    assert_eq!(rows.len(), 100, "at most 100 rows");
    let (_, failed) = admin.get(&format!("/api/webhooks/apps/{id}/logs?status=failed")).await;
    assert_eq!(failed["data"], json!([]));
    let (_, body) = admin.get(&format!("/api/webhooks/apps/{id}/logs?status=maybe")).await;
    assert_eq!(field_error(&body, "status"), "Selecciona una opción válida.");
    let first = rows[0]["delivery_id"].as_str().unwrap().to_string();
    let message = rows[0]["message_id"].clone();
    let (status, body) = admin.post(&format!("/api/webhooks/deliveries/{first}/replay"), json!({})).await;
    assert_eq!((status, body["data"]["replay_of"].as_str()), (StatusCode::CREATED, Some(first.as_str())));
    let replayed = logs(&admin, &id, 1).await.into_iter().find(|r| r["replay_of"] == json!(first));
    assert_eq!(body["data"]["message_id"], message);
    let got = receiver.wait_for(113).await;
    assert_eq!(got.last().unwrap().0["webhook-id"].to_str().unwrap(), message.as_str().unwrap());
    let mut replayed = replayed;
    for _ in 0..100 {
        if replayed.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        replayed = logs(&admin, &id, 1).await.into_iter().find(|r| r["replay_of"] == json!(first));
    }
    assert!(replayed.is_some(), "the replay's attempt names its original");
    let sur = app.login("admin.sur").await;
    assert_eq!(sur.post(&format!("/api/webhooks/deliveries/{first}/replay"), json!({})).await.0, StatusCode::NOT_FOUND);
    assert_eq!(sur.post(&format!("/api/webhooks/apps/{id}/test"), json!({})).await.0, StatusCode::NOT_FOUND);
}

/// Switching an event off stops the retries already scheduled for it.
#[tokio::test]
async fn an_event_switched_off_gets_no_more_retries() {
    let app = spawn_hooks(&[0, 2, 2]).await;
    let receiver = Receiver::start().await;
    receiver.answer_with(503, "down");
    let admin = app.login("admin").await;
    let (id, _) = app_with(&admin, &receiver.url, &["user.created"]).await;
    assert_eq!(admin.post("/api/users", new_user(&admin, "hook.off").await).await.0, StatusCode::CREATED);
    receiver.wait_for(1).await;
    let (status, _) = admin.put(&format!("/api/webhooks/apps/{id}/events"), json!({"events": [{"event": "user.created", "url": receiver.url, "active": false}]})).await;
    assert_eq!(status, StatusCode::OK);
    tokio::time::sleep(std::time::Duration::from_secs(5)).await;
    assert_eq!(receiver.count(), 1, "no retry after the event was switched off");
    assert_eq!(logs(&admin, &id, 1).await.len(), 1);
}
