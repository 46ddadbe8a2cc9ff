//! The server's recent log in memory (issue 19, technical insights): a `tracing` layer keeps the last lines of
//! this process with their level, target, message and fields, plus the request id and company of the request
//! they happened in (fields of the enclosing spans), and the recent slow requests. Each instance keeps its own;
//! the durable log is the process's JSON output.

use std::{
    collections::VecDeque,
    fmt::Debug,
    sync::{Mutex, OnceLock},
};

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::{Map, Value};
use tracing::{field::Field, span, Event, Subscriber};
use tracing_subscriber::{layer::Context, registry::LookupSpan};

/// Lines kept.
const KEEP: usize = 5_000;
/// Slow requests kept.
const KEEP_SLOW: usize = 200;

#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct Line {
    pub at: DateTime<Utc>,
    /// error, warn, info, debug or trace.
    pub level: String,
    pub target: String,
    pub message: String,
    pub request_id: Option<String>,
    pub company_id: Option<String>,
    #[schema(value_type = Object)]
    pub fields: Map<String, Value>,
}

#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct SlowRequest {
    pub at: DateTime<Utc>,
    pub method: String,
    pub path: String,
    pub status: u16,
    pub ms: u64,
    pub request_id: String,
}

fn lines() -> &'static Mutex<VecDeque<Line>> {
    static LINES: OnceLock<Mutex<VecDeque<Line>>> = OnceLock::new();
    LINES.get_or_init(|| Mutex::new(VecDeque::with_capacity(KEEP)))
}

fn slow_requests() -> &'static Mutex<VecDeque<SlowRequest>> {
    static SLOW: OnceLock<Mutex<VecDeque<SlowRequest>>> = OnceLock::new();
    SLOW.get_or_init(|| Mutex::new(VecDeque::with_capacity(KEEP_SLOW)))
}

fn push<T>(ring: &Mutex<VecDeque<T>>, keep: usize, item: T) {
    if let Ok(mut ring) = ring.lock() {
        if ring.len() == keep {
            ring.pop_front();
        }
        ring.push_back(item);
    }
}

/// What the log screen filters by; every part optional.
#[derive(Default)]
pub struct Filter {
    /// The least severe level shown (`warn` shows warn and error).
    pub level: Option<String>,
    pub text: Option<String>,
    pub request_id: Option<String>,
    pub company_id: Option<String>,
    pub limit: usize,
}

fn severity(level: &str) -> u8 {
    match level {
        "error" => 5,
        "warn" => 4,
        "info" => 3,
        "debug" => 2,
        _ => 1,
    }
}

/// The kept lines matching the filter, newest first.
pub fn search(filter: &Filter) -> Vec<Line> {
    let Ok(ring) = lines().lock() else { return Vec::new() };
    let floor = filter.level.as_deref().map(severity).unwrap_or(0);
    let text = filter.text.as_deref().map(str::to_lowercase);
    ring.iter()
        .rev()
        .filter(|l| severity(&l.level) >= floor)
        .filter(|l| filter.request_id.as_deref().is_none_or(|id| l.request_id.as_deref() == Some(id)))
        .filter(|l| filter.company_id.as_deref().is_none_or(|id| l.company_id.as_deref() == Some(id)))
        .filter(|l| text.as_deref().is_none_or(|t| l.message.to_lowercase().contains(t) || Value::Object(l.fields.clone()).to_string().to_lowercase().contains(t)))
        .take(filter.limit.max(1))
        .cloned()
        .collect()
}

/// Remembers a slow request.
pub fn slow(request: SlowRequest) {
    push(slow_requests(), KEEP_SLOW, request);
}

/// The kept slow requests, newest first.
pub fn slow_list() -> Vec<SlowRequest> {
    slow_requests().lock().map(|r| r.iter().rev().cloned().collect()).unwrap_or_default()
}

/// The `tracing` layer that fills the book.
pub struct Layer;

#[derive(Default)]
struct Fields(Map<String, Value>);

impl tracing::field::Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn Debug) {
        self.0.insert(field.name().into(), Value::String(format!("{value:?}")));
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().into(), Value::String(value.into()));
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        self.0.insert(field.name().into(), value.into());
    }
    fn record_bool(&mut self, field: &Field, value: bool) {
        self.0.insert(field.name().into(), value.into());
    }
}

impl<S: Subscriber + for<'a> LookupSpan<'a>> tracing_subscriber::Layer<S> for Layer {
    fn on_new_span(&self, attrs: &span::Attributes<'_>, id: &span::Id, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        attrs.record(&mut fields);
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(fields);
        }
    }

    fn on_record(&self, id: &span::Id, values: &span::Record<'_>, ctx: Context<'_, S>) {
        if let Some(span) = ctx.span(id) {
            if let Some(fields) = span.extensions_mut().get_mut::<Fields>() {
                values.record(fields);
            }
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let mut own = fields.0;
        let message = own.remove("message").and_then(|m| m.as_str().map(String::from)).unwrap_or_default();
        let (mut request_id, mut company_id) = (None, None);
        if let Some(scope) = ctx.event_scope(event) {
            for span in scope.from_root() {
                if let Some(f) = span.extensions().get::<Fields>() {
                    let text = |k: &str| f.0.get(k).and_then(|v| v.as_str()).filter(|v| !v.is_empty()).map(String::from);
                    request_id = text("request_id").or(request_id);
                    company_id = text("company_id").or(company_id);
                }
            }
        }
        let meta = event.metadata();
        let line = Line { at: Utc::now(), level: meta.level().as_str().to_lowercase(), target: meta.target().into(), message, request_id, company_id, fields: own };
        push(lines(), KEEP, line);
    }
}

#[cfg(test)]
mod tests {
    use tracing_subscriber::layer::SubscriberExt;

    use super::*;

    #[test]
    fn lines_carry_their_requests_id_and_company_and_filter_by_level_and_text() {
        let subscriber = tracing_subscriber::registry().with(Layer);
        tracing::subscriber::with_default(subscriber, || {
            let span = tracing::info_span!("request", request_id = "r-1", company_id = tracing::field::Empty);
            let _in = span.enter();
            span.record("company_id", "c-9");
            tracing::warn!(rows = 3, "algo lento");
            tracing::info!("todo bien");
        });
        let warn = search(&Filter { level: Some("warn".into()), limit: 10, ..Default::default() });
        let line = warn.iter().find(|l| l.message == "algo lento").cloned().unwrap_or_else(|| panic!("{warn:?}"));
        assert_eq!((line.request_id.as_deref(), line.company_id.as_deref()), (Some("r-1"), Some("c-9")));
        assert_eq!(line.fields["rows"], 3);
        assert!(!warn.iter().any(|l| l.message == "todo bien"));
        assert_eq!(search(&Filter { text: Some("TODO".into()), limit: 10, ..Default::default() }).len(), 1);
        assert!(search(&Filter { request_id: Some("r-2".into()), limit: 10, ..Default::default() }).is_empty());
    }
}
