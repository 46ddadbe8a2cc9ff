//! A small WebDAV client (RFC 4918: PROPFIND, MKCOL, PUT, GET) over the guarded client, for the cloud-storage
//! connector. Paths are lists of segments under the configured root; each is percent-encoded.

use reqwest::{Method, StatusCode};
use serde_json::Value;
use url::Url;

use super::fields::text;
use crate::config::webhooks::guard;

pub struct Dav {
    base: Url,
    user: String,
    password: String,
    loopback: bool,
}

/// An entry of a collection.
#[derive(Debug, Clone)]
pub struct Entry {
    pub name: String,
    pub dir: bool,
    pub size: Option<u64>,
}

impl Dav {
    /// The client of the connector's settings: `url` plus `root`.
    pub fn new(settings: &Value, loopback: bool) -> Result<Self, String> {
        let mut base = Url::parse(&text(settings, "url")).map_err(|e| e.to_string())?;
        let root = text(settings, "root");
        if let Ok(mut segments) = base.path_segments_mut() {
            segments.pop_if_empty();
            segments.extend(root.split('/').filter(|s| !s.is_empty()));
        }
        Ok(Self { base, user: text(settings, "username"), password: text(settings, "password"), loopback })
    }

    fn url(&self, path: &[String], dir: bool) -> Url {
        let mut url = self.base.clone();
        if let Ok(mut segments) = url.path_segments_mut() {
            segments.pop_if_empty();
            segments.extend(path);
            if dir {
                segments.push("");
            }
        }
        url
    }

    fn request(&self, method: Method, url: Url, long: bool) -> Result<reqwest::RequestBuilder, String> {
        guard::parse(url.as_str(), self.loopback).map_err(|_| "refused address".to_string())?;
        Ok(guard::client(self.loopback, long).request(method, url).basic_auth(&self.user, Some(&self.password)))
    }

    /// The entries of a collection (depth 1), itself left out; `None` when it does not exist.
    pub async fn list(&self, path: &[String]) -> Result<Option<Vec<Entry>>, String> {
        let url = self.url(path, true);
        let body = r#"<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/><d:getcontentlength/></d:prop></d:propfind>"#;
        let response = self.request(propfind(), url.clone(), false)?.header("Depth", "1").header("Content-Type", "application/xml").body(body).send().await.map_err(|e| e.to_string())?;
        match response.status() {
            StatusCode::NOT_FOUND => Ok(None),
            s if s.as_u16() == 207 => {
                let xml = response.text().await.map_err(|e| e.to_string())?;
                Ok(Some(parse(&xml).into_iter().filter(|(href, _, _)| !same_path(href, url.path())).filter_map(|(href, dir, size)| name_of(&href).map(|name| Entry { name, dir, size })).collect()))
            }
            s => Err(format!("PROPFIND {s}")),
        }
    }

    /// Creates a collection; one that exists is fine.
    pub async fn mkcol(&self, path: &[String]) -> Result<(), String> {
        let response = self.request(Method::from_bytes(b"MKCOL").unwrap_or(Method::POST), self.url(path, true), false)?.send().await.map_err(|e| e.to_string())?;
        match response.status().as_u16() {
            200..=299 | 405 => Ok(()),
            s => Err(format!("MKCOL {s}")),
        }
    }

    /// Writes a file of `size` bytes from a stream.
    pub async fn put(&self, path: &[String], size: u64, body: reqwest::Body) -> Result<(), String> {
        let response = self.request(Method::PUT, self.url(path, false), true)?.header("Content-Length", size).body(body).send().await.map_err(|e| e.to_string())?;
        if response.status().is_success() { Ok(()) } else { Err(format!("PUT {}", response.status())) }
    }

    /// A file's content as a stream.
    pub async fn get(&self, path: &[String]) -> Result<reqwest::Response, String> {
        let response = self.request(Method::GET, self.url(path, false), true)?.send().await.map_err(|e| e.to_string())?;
        if response.status().is_success() { Ok(response) } else { Err(format!("GET {}", response.status())) }
    }
}

fn propfind() -> Method {
    Method::from_bytes(b"PROPFIND").unwrap_or(Method::GET)
}

fn same_path(href: &str, path: &str) -> bool {
    let decode = |p: &str| percent(p).trim_end_matches('/').to_string();
    let href = Url::parse(href).map(|u| u.path().to_string()).unwrap_or_else(|_| href.to_string());
    decode(&href) == decode(path)
}

fn percent(p: &str) -> String {
    percent_encoding::percent_decode_str(p).decode_utf8_lossy().into_owned()
}

/// The last segment of an href, decoded.
fn name_of(href: &str) -> Option<String> {
    let path = Url::parse(href).map(|u| u.path().to_string()).unwrap_or_else(|_| href.to_string());
    let last = path.trim_end_matches('/').rsplit('/').next()?.to_string();
    let name = percent(&last);
    (!name.is_empty()).then_some(name)
}

/// (href, is a collection, content length) of each response of a multistatus body.
fn parse(xml: &str) -> Vec<(String, bool, Option<u64>)> {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_str(xml);
    let (mut out, mut href, mut dir, mut size, mut field) = (Vec::new(), String::new(), false, None, "");
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => match e.local_name().as_ref() {
                b"response" => (href, dir, size) = (String::new(), false, None),
                b"href" => field = "href",
                b"getcontentlength" => field = "size",
                b"collection" => dir = true,
                _ => {}
            },
            Ok(Event::Empty(e)) if e.local_name().as_ref() == b"collection" => dir = true,
            Ok(Event::Text(t)) => {
                let value = t.decode().map(|c| c.into_owned()).unwrap_or_default();
                match field {
                    "href" => href.push_str(value.trim()),
                    "size" => size = value.trim().parse().ok(),
                    _ => {}
                }
            }
            Ok(Event::End(e)) => {
                if e.local_name().as_ref() == b"response" && !href.is_empty() {
                    out.push((std::mem::take(&mut href), dir, size));
                }
                field = "";
            }
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_a_multistatus() {
        let xml = r#"<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/dav/obra/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype></d:prop></d:propstat></d:response><d:response><d:href>/dav/obra/Planos%20A.pdf</d:href><d:propstat><d:prop><d:resourcetype/><d:getcontentlength>1234</d:getcontentlength></d:prop></d:propstat></d:response></d:multistatus>"#;
        let rows = super::parse(xml);
        assert_eq!(rows.len(), 2);
        assert!(rows[0].1 && !rows[1].1);
        assert_eq!(rows[1].2, Some(1234));
        assert_eq!(super::name_of(&rows[1].0).as_deref(), Some("Planos A.pdf"));
        assert!(super::same_path("/dav/obra/", "/dav/obra"));
    }
}
