//! Helpers of the owners' portal tests: an owner's client (a bearer token, no cookie), signing in through the
//! e-mailed link, and multipart calls as the portal's forms send them.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::*;

/// An owner of the portal: the server's address and the session's bearer token.
pub struct OwnerClient {
    pub http: reqwest::Client,
    pub base: String,
    pub token: String,
}

impl OwnerClient {
    pub fn anonymous(app: &TestApp) -> Self {
        Self { http: reqwest::Client::new(), base: app.base.clone(), token: String::new() }
    }

    pub async fn send(&self, method: Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let mut req = self.http.request(method, format!("{}{}", self.base, path)).header("Accept-Language", "es");
        if !self.token.is_empty() {
            req = req.bearer_auth(&self.token);
        }
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = req.send().await.unwrap();
        let status = res.status();
        let text = res.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
    }

    pub async fn get(&self, path: &str) -> (StatusCode, Value) {
        self.send(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> (StatusCode, Value) {
        self.send(Method::POST, path, Some(body)).await
    }

    /// A multipart POST: text fields and files (field, file name, bytes).
    pub async fn form(&self, path: &str, fields: &[(&str, &str)], files: Vec<(&str, &str, Vec<u8>)>) -> (StatusCode, Value) {
        let mut form = reqwest::multipart::Form::new();
        for (k, v) in fields {
            form = form.text(k.to_string(), v.to_string());
        }
        for (field, name, bytes) in files {
            form = form.part(field.to_string(), reqwest::multipart::Part::bytes(bytes).file_name(name.to_string()));
        }
        let res = self.http.post(format!("{}{}", self.base, path)).bearer_auth(&self.token).multipart(form).send().await.unwrap();
        let status = res.status();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    /// The raw answer of a download.
    pub async fn download(&self, path: &str) -> reqwest::Response {
        self.http.get(format!("{}{}", self.base, path)).bearer_auth(&self.token).send().await.unwrap()
    }
}

/// The token of the newest sign-in link e-mailed to `email`.
pub async fn link_token(app: &TestApp, email: &str) -> String {
    let mail = app.sent_mail().await;
    let (_, _, text) = mail.iter().rev().find(|(to, _, _)| to == email).unwrap_or_else(|| panic!("no e-mail to {email}: {mail:?}"));
    let start = text.find("/enlace/").expect("a link in the e-mail") + "/enlace/".len();
    text[start..].split_whitespace().next().unwrap().to_string()
}

/// Signs in by the e-mailed link, as the portal does.
pub async fn owner_by_link(app: &TestApp, email: &str) -> OwnerClient {
    let anonymous = OwnerClient::anonymous(app);
    let (s, b) = anonymous.post("/api/portal/links", json!({"email": email})).await;
    assert_eq!(s, StatusCode::ACCEPTED, "{b}");
    let token = link_token(app, email).await;
    let (s, b) = anonymous.post(&format!("/api/portal/links/{token}"), json!({})).await;
    assert_eq!(s, StatusCode::OK, "{b}");
    OwnerClient { token: b["data"]["token"].as_str().unwrap().to_string(), ..anonymous }
}
