//! The event loop over the document: a stack of element contexts picks out the direct
//! children of `Project`, `Task` and `PredecessorLink`; their text, with entity and
//! character references resolved, is collected into raw per-task records.

use quick_xml::escape::resolve_xml_entity;
use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

use super::NAMESPACE;
use crate::model::{Error, MAX_INPUT_BYTES, MAX_TASKS};
use crate::util::LineCounter;

#[derive(Clone, Copy, PartialEq)]
enum Field {
    ProjectName,
    ProjectTitle,
    SaveVersion,
    Uid,
    Name,
    OutlineLevel,
    IsNull,
    Start,
    Finish,
    ActualStart,
    ActualFinish,
    Percent,
    Milestone,
    Cost,
    PredUid,
    LinkType,
    LinkLag,
    LagFormat,
    CrossProject,
}

#[derive(Clone, Copy, PartialEq)]
enum Ctx {
    Project,
    Tasks,
    Task,
    Link,
    Field(Field),
    Other,
}

fn child_ctx(parent: Ctx, local: &str) -> Ctx {
    use Field as F;
    let field = match (parent, local) {
        (Ctx::Project, "Tasks") => return Ctx::Tasks,
        (Ctx::Tasks, "Task") => return Ctx::Task,
        (Ctx::Task, "PredecessorLink") => return Ctx::Link,
        (Ctx::Project, "Name") => F::ProjectName,
        (Ctx::Project, "Title") => F::ProjectTitle,
        (Ctx::Project, "SaveVersion") => F::SaveVersion,
        (Ctx::Task, "UID") => F::Uid,
        (Ctx::Task, "Name") => F::Name,
        (Ctx::Task, "OutlineLevel") => F::OutlineLevel,
        (Ctx::Task, "IsNull") => F::IsNull,
        (Ctx::Task, "Start") => F::Start,
        (Ctx::Task, "Finish") => F::Finish,
        (Ctx::Task, "ActualStart") => F::ActualStart,
        (Ctx::Task, "ActualFinish") => F::ActualFinish,
        (Ctx::Task, "PercentComplete") => F::Percent,
        (Ctx::Task, "Milestone") => F::Milestone,
        (Ctx::Task, "Cost") => F::Cost,
        (Ctx::Link, "PredecessorUID") => F::PredUid,
        (Ctx::Link, "Type") => F::LinkType,
        (Ctx::Link, "LinkLag") => F::LinkLag,
        (Ctx::Link, "LagFormat") => F::LagFormat,
        (Ctx::Link, "CrossProject") => F::CrossProject,
        _ => return Ctx::Other,
    };
    Ctx::Field(field)
}

/// A value with the line it was read on.
pub(super) type Located = Option<(String, usize)>;

#[derive(Default)]
pub(super) struct RawLink {
    pub(super) line: usize,
    pub(super) pred: Option<String>,
    pub(super) kind: Option<String>,
    pub(super) lag: Option<String>,
    pub(super) format: Option<String>,
    pub(super) cross: bool,
}

#[derive(Default)]
pub(super) struct RawTask {
    pub(super) line: usize,
    pub(super) uid: Option<String>,
    pub(super) name: String,
    pub(super) level: Option<String>,
    pub(super) is_null: bool,
    pub(super) start: Located,
    pub(super) finish: Located,
    pub(super) actual_start: Located,
    pub(super) actual_finish: Located,
    pub(super) percent: Option<String>,
    pub(super) milestone: bool,
    pub(super) cost: Option<String>,
    pub(super) links: Vec<RawLink>,
}

#[derive(Default)]
pub(super) struct Doc {
    pub(super) name: Option<String>,
    pub(super) title: Option<String>,
    /// Whether `<SaveVersion>` or `<Tasks>` was seen under the root.
    pub(super) mspdi_structure: bool,
    pub(super) tasks: Vec<RawTask>,
    pub(super) task: RawTask,
    pub(super) link: RawLink,
}

fn flag(v: &str) -> bool {
    v == "1" || v.eq_ignore_ascii_case("true")
}

impl Doc {
    fn assign(&mut self, field: Field, v: &str, line: usize) {
        let s = || Some(v.to_string());
        let at = || Some((v.to_string(), line));
        let t = &mut self.task;
        match field {
            Field::ProjectName => self.name = s(),
            Field::ProjectTitle => self.title = s(),
            Field::SaveVersion => self.mspdi_structure = true,
            Field::Uid => t.uid = s(),
            Field::Name => t.name = v.to_string(),
            Field::OutlineLevel => t.level = s(),
            Field::IsNull => t.is_null = flag(v),
            Field::Start => t.start = at(),
            Field::Finish => t.finish = at(),
            Field::ActualStart => t.actual_start = at(),
            Field::ActualFinish => t.actual_finish = at(),
            Field::Percent => t.percent = s(),
            Field::Milestone => t.milestone = flag(v),
            Field::Cost => t.cost = s(),
            Field::PredUid => self.link.pred = s(),
            Field::LinkType => self.link.kind = s(),
            Field::LinkLag => self.link.lag = s(),
            Field::LagFormat => self.link.format = s(),
            Field::CrossProject => self.link.cross = flag(v),
        }
    }

    fn open(&mut self, ctx: Ctx, line: usize) -> Result<(), Error> {
        match ctx {
            Ctx::Tasks => self.mspdi_structure = true,
            Ctx::Task => {
                // A bound on memory; the task limit proper is checked on the real tasks,
                // without the project summary and blank rows.
                if self.tasks.len() > 2 * MAX_TASKS {
                    return Err(too_many());
                }
                self.task = RawTask {
                    line,
                    ..RawTask::default()
                };
            }
            Ctx::Link => {
                self.link = RawLink {
                    line,
                    ..RawLink::default()
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn close(&mut self, ctx: Ctx, text: &str, line: usize) {
        match ctx {
            Ctx::Field(f) => self.assign(f, text.trim(), line),
            Ctx::Task => self.tasks.push(std::mem::take(&mut self.task)),
            Ctx::Link => self.task.links.push(std::mem::take(&mut self.link)),
            _ => {}
        }
    }
}

pub(super) fn too_many() -> Error {
    Error::TooLarge {
        detail: format!("more than {MAX_TASKS} tasks"),
    }
}

fn open_ctx(e: &BytesStart, parent: Option<Ctx>) -> Result<Ctx, Error> {
    match parent {
        None => {
            check_root(e)?;
            Ok(Ctx::Project)
        }
        Some(p) => Ok(child_ctx(p, e.local_name().as_ref())),
    }
}

fn check_root(e: &BytesStart) -> Result<(), Error> {
    let local = e.local_name();
    if local.as_ref() != "Project" {
        return Err(Error::NotMspdi {
            detail: format!("the root element is <{}>, not <Project>", e.name().as_ref()),
        });
    }
    let key = match e.name().prefix() {
        Some(p) => format!("xmlns:{}", p.as_ref()),
        None => "xmlns".to_string(),
    };
    for attr in e.attributes().with_checks(false).flatten() {
        if attr.key.as_ref() == key && attr.value.trim() != NAMESPACE {
            return Err(Error::NotMspdi {
                detail: format!("the root element's namespace is {:?}", attr.value),
            });
        }
    }
    Ok(())
}

/// Parses the document into raw records (no dates or numbers interpreted yet).
pub(super) fn parse(bytes: &[u8]) -> Result<Doc, Error> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(Error::TooLarge {
            detail: format!("{} bytes, over {MAX_INPUT_BYTES}", bytes.len()),
        });
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut lines = LineCounter::new(bytes);
    let text = std::str::from_utf8(bytes).map_err(|e| Error::NotXml {
        detail: "not UTF-8 text".to_string(),
        line: lines.line_at(e.valid_up_to() as u64),
    })?;
    let mut reader = Reader::from_str(text);
    let mut doc = Doc::default();
    let mut stack: Vec<Ctx> = Vec::new();
    let mut buf = String::new();
    let mut field_line = 0;
    let mut root_closed = false;
    loop {
        let event = reader.read_event().map_err(|e| Error::NotXml {
            detail: e.to_string(),
            line: lines.line_at(reader.error_position()),
        })?;
        let line = lines.line_at(reader.buffer_position());
        let in_field = matches!(stack.last(), Some(Ctx::Field(_)));
        match event {
            Event::Start(e) if !root_closed => {
                let ctx = open_ctx(&e, stack.last().copied())?;
                doc.open(ctx, line)?;
                buf.clear();
                field_line = line;
                stack.push(ctx);
            }
            Event::Empty(e) if !root_closed => {
                let ctx = open_ctx(&e, stack.last().copied())?;
                doc.open(ctx, line)?;
                doc.close(ctx, "", line);
                root_closed = stack.is_empty();
            }
            Event::End(_) => {
                if let Some(ctx) = stack.pop() {
                    doc.close(ctx, &buf, field_line);
                    root_closed = stack.is_empty();
                }
            }
            Event::Text(t) if in_field => buf.push_str(&t.xml10_content()),
            Event::CData(t) if in_field => buf.push_str(&t.xml10_content()),
            Event::GeneralRef(r) => {
                let resolved = match r.resolve_char_ref() {
                    Ok(Some(c)) => Some(c.to_string()),
                    Ok(None) => resolve_xml_entity(&r).map(str::to_string),
                    Err(_) => None,
                };
                match resolved {
                    Some(s) if in_field => buf.push_str(&s),
                    Some(_) => {}
                    None => {
                        return Err(Error::NotXml {
                            detail: format!("unknown entity &{};", &*r),
                            line,
                        })
                    }
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if !root_closed {
        let detail = if stack.is_empty() {
            "the document has no root element"
        } else {
            "the document ends inside an element (truncated?)"
        };
        return Err(Error::NotXml {
            detail: detail.to_string(),
            line: lines.line_at(text.len() as u64),
        });
    }
    if !doc.mspdi_structure {
        return Err(Error::NotMspdi {
            detail: "<Project> has neither <SaveVersion> nor <Tasks>".to_string(),
        });
    }
    Ok(doc)
}
