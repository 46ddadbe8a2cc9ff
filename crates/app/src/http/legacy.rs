//! API version 1: `/api/v1/api.php?path=/x/y&…` is the same router as `/api/x/y?…`, dispatched by the `path`
//! query parameter. No handler is copied.

use axum::{
    extract::Request,
    http::Uri,
    response::{IntoResponse, Response},
    Router,
};
use platform::ApiError;
use tower::ServiceExt;

pub async fn dispatch(router: Router, mut request: Request) -> Response {
    let Some(uri) = rewrite(request.uri()) else {
        return ApiError::not_found().into_response();
    };
    *request.uri_mut() = uri;
    match router.oneshot(request).await {
        Ok(response) => response,
        Err(never) => match never {},
    }
}

/// `/api/v1/api.php?path=/me&page=2` → `/api/me?page=2`. `None` when `path` is missing or not absolute.
fn rewrite(uri: &Uri) -> Option<Uri> {
    let query = uri.query().unwrap_or_default();
    let mut path = None;
    let mut rest = url::form_urlencoded::Serializer::new(String::new());
    for (key, value) in url::form_urlencoded::parse(query.as_bytes()) {
        if key == "path" && path.is_none() {
            path = Some(value.into_owned());
        } else {
            rest.append_pair(&key, &value);
        }
    }
    let path = path.filter(|p| p.starts_with('/') && !p.starts_with("/v1/") && !p.contains(".."))?;
    let rest = rest.finish();
    let target = if rest.is_empty() { format!("/api{path}") } else { format!("/api{path}?{rest}") };
    target.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uri(s: &str) -> Uri {
        s.parse().unwrap_or_default()
    }

    #[test]
    fn the_path_parameter_becomes_the_api_path_and_the_rest_stays() {
        assert_eq!(rewrite(&uri("/api/v1/api.php?path=/me")), Some(uri("/api/me")));
        assert_eq!(rewrite(&uri("/api/v1/api.php?path=%2Fprojects&page=2&rowsPerPage=5")), Some(uri("/api/projects?page=2&rowsPerPage=5")));
    }

    #[test]
    fn a_missing_or_relative_path_is_refused() {
        assert_eq!(rewrite(&uri("/api/v1/api.php")), None);
        assert_eq!(rewrite(&uri("/api/v1/api.php?path=me")), None);
        assert_eq!(rewrite(&uri("/api/v1/api.php?path=/v1/api.php")), None);
    }
}
