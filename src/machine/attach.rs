//! Probes on a machine: register, attach by spec, `uprobe_multi` links, detach.

use crate::kernel::uprobes::{ConsumerId, CountingConsumer, CountingRetConsumer, UprobeConsumer};
use crate::spec::{ProbeKind, ProbeSpec};

use super::{AttachedProbe, Machine, ProbeHandle, SimError};

impl Machine {
    /// Registers `consumer` at `addr` (an already resolved address).
    ///
    /// The probe is listed in the report like an attached spec, as `uprobe:0xADDR` (or
    /// `uretprobe:0xADDR` for a return-only consumer), and the handle reads its hits.
    pub fn register(&mut self, addr: u64, consumer: Box<dyn UprobeConsumer>) -> ProbeHandle {
        let kind = if consumer.has_ret_handler() && !consumer.has_handler() {
            ProbeKind::Uretprobe
        } else {
            ProbeKind::Uprobe
        };
        let id = self.register_with_ref_ctr(addr, consumer, None);
        let spec = format!("{}:{addr:#x}", if kind == ProbeKind::Uretprobe { "uretprobe" } else { "uprobe" });
        let offset = self.image().file_offset(addr).unwrap_or(0);
        self.probes.push(AttachedProbe { spec, address: addr, offset, consumer: id, kind, group: None });
        ProbeHandle::new(id, kind, self.stamp)
    }

    /// Registers `consumer` at `addr` with a USDT semaphore (`ref_ctr_offset`).
    pub fn register_with_ref_ctr(
        &mut self,
        addr: u64,
        consumer: Box<dyn UprobeConsumer>,
        ref_ctr: Option<u64>,
    ) -> ConsumerId {
        // Attaching is a batch of patches, ended by the run (see FastPathCpu::begin_patch_batch).
        self.cpu.begin_patch_batch();
        self.cpu.with_handler(|k, cpu| k.uprobe_register(cpu, addr, consumer, ref_ctr))
    }

    /// Unregisters a consumer.
    pub fn unregister(&mut self, id: ConsumerId) {
        self.cpu.begin_patch_batch();
        self.cpu.with_handler(|k, cpu| k.uprobe_unregister(cpu, id));
    }

    /// Parses, resolves and attaches a spec with a counting consumer (entry or return,
    /// as the spec says), as a `perf` counting event would.
    ///
    /// A pattern (`uprobe:PATH:f_*`) is refused here: [`Machine::attach_all`] attaches
    /// one probe per site. A `uretprobe:PATH:f+OFF` with an offset is accepted, as
    /// Linux accepts it, and hijacks the word at sp when the offset is reached: the
    /// return address while nothing is pushed, else a saved register (after
    /// `push rbp`), so that the probe gets no hits and the program finds the
    /// trampoline's address in that register.
    pub fn attach(&mut self, spec: &str) -> Result<ProbeHandle, SimError> {
        let kind = ProbeSpec::parse(spec)?.kind;
        let consumer: Box<dyn UprobeConsumer> = match kind {
            ProbeKind::Uprobe | ProbeKind::Usdt => Box::new(CountingConsumer { scope: self.cfg.scope }),
            ProbeKind::Uretprobe => Box::new(CountingRetConsumer { scope: self.cfg.scope }),
        };
        self.attach_with(spec, consumer)
    }

    /// Parses, resolves and attaches a spec with `consumer`; the handle gives the
    /// consumer back, typed, after the run ([`Machine::consumer`]).
    ///
    /// The spec's kind and the consumer must agree: a `uretprobe:` spec needs
    /// `has_ret_handler()`, an entry spec `has_handler()`; else [`SimError::ConsumerKind`].
    pub fn attach_consumer<C: UprobeConsumer>(&mut self, spec: &str, consumer: C) -> Result<ProbeHandle<C>, SimError> {
        let h = self.attach_with(spec, Box::new(consumer))?;
        Ok(h.cast())
    }

    /// [`Machine::attach_consumer`] for a boxed consumer (an untyped handle).
    pub fn attach_with(&mut self, spec: &str, consumer: Box<dyn UprobeConsumer>) -> Result<ProbeHandle, SimError> {
        if self.finished {
            return Err(SimError::AttachAfterRun { spec: spec.to_string() });
        }
        let parsed = ProbeSpec::parse(spec)?;
        let mut library = None;
        if let Some(t) = self.target.as_ref().filter(|t| !t.matches_path(&parsed.path)).map(|t| t.display()) {
            match self.library(&parsed.path) {
                Some(lib) => library = Some(lib?),
                None => return Err(SimError::PathMismatch { spec: spec.to_string(), path: parsed.path, target: t }),
            }
        } else if self.target.is_none() {
            library = self.other_file(&parsed.path);
        }
        match parsed.kind {
            ProbeKind::Uretprobe if !consumer.has_ret_handler() => {
                return Err(SimError::ConsumerKind {
                    spec: spec.to_string(),
                    why: "a uretprobe needs a consumer with a return handler (has_ret_handler() is false)",
                })
            }
            ProbeKind::Uprobe | ProbeKind::Usdt if !consumer.has_handler() => {
                return Err(SimError::ConsumerKind {
                    spec: spec.to_string(),
                    why: "an entry probe needs a consumer with an entry handler (has_handler() is false)",
                })
            }
            _ => {}
        }
        if let Some(lib) = library {
            return self.attach_library(spec, &parsed, &lib, consumer);
        }
        let address = parsed.resolve(self.image(), self.cfg.allow_unsafe)?;
        let offset = self.image().file_offset(address).unwrap_or(0);
        let sema = parsed.semaphore(self.image());
        let id = self.register_with_ref_ctr(address, consumer, sema);
        self.probes.push(AttachedProbe {
            spec: spec.to_string(),
            address,
            offset,
            consumer: id,
            kind: parsed.kind,
            group: None,
        });
        Ok(ProbeHandle::new(id, parsed.kind, self.stamp))
    }

    /// For a machine without a named target (made from ELF bytes), which takes any PATH
    /// for its own program: the file `path` (a path, with a `/`) names, if it is an ELF
    /// other than the program's own (a shared library the program loads).
    fn other_file(&mut self, path: &str) -> Option<crate::target::Library> {
        // A bare name is the program's own here (such a machine takes any PATH): it is
        // not looked up in the library directories.
        if !path.contains('/') {
            return None;
        }
        self.library(path).and_then(Result::ok).filter(|l| l.image.file != self.image().file)
    }

    /// [`crate::target::Library::open`] of `path`, read and parsed once per machine (a
    /// run may name libc in many specs).
    fn library(&mut self, path: &str) -> Option<Result<crate::target::Library, crate::loader::LoadError>> {
        if let Some(known) = self.other_files.get(path) {
            return known.clone().map(Ok);
        }
        let found = crate::target::Library::open(path);
        if let Some(Err(e)) = found {
            return Some(Err(e)); // reported at each spec, not kept
        }
        let lib = found.and_then(Result::ok);
        self.other_files.insert(path.to_string(), lib.clone());
        lib.map(Ok)
    }

    /// Attaches a spec on a file other than the program (a shared library): the uprobe
    /// is registered on the file at the offset the spec resolves to in it, and its
    /// breakpoint goes in wherever, and whenever, a process maps that offset
    /// (`uprobe_mmap()`). The report lists the address as the file has it.
    fn attach_library(
        &mut self,
        spec: &str,
        parsed: &ProbeSpec,
        lib: &crate::target::Library,
        consumer: Box<dyn UprobeConsumer>,
    ) -> Result<ProbeHandle, SimError> {
        let image = &lib.image;
        let address = parsed.resolve(image, self.cfg.allow_unsafe)?;
        // The semaphore as an offset in the same file (`ref_ctr_offset`).
        let ref_ctr = parsed.semaphore(image).and_then(|a| image.file_offset(a));
        self.register_library_site(spec.to_string(), parsed.kind, lib, address, ref_ctr, consumer, None)
    }

    /// Registers `consumer` at `address` (the file's own) of library `lib`, and lists
    /// it in the report as `spec` (in `group`, for a pattern's site).
    #[allow(clippy::too_many_arguments)]
    fn register_library_site(
        &mut self,
        spec: String,
        kind: ProbeKind,
        lib: &crate::target::Library,
        address: u64,
        ref_ctr: Option<u64>,
        consumer: Box<dyn UprobeConsumer>,
        group: Option<std::rc::Rc<str>>,
    ) -> Result<ProbeHandle, SimError> {
        let image = &lib.image;
        let Some(offset) = image.file_offset(address) else {
            return Err(crate::spec::SpecError {
                why: format!("{address:#x} is not in a loadable segment of {}", lib.host.display()),
                spec,
                needs_allow_unsafe: false,
            }
            .into());
        };
        let bytes = image.file_bytes_at(address, 16).unwrap_or(&[]).to_vec();
        let id: std::rc::Rc<str> = lib.host.to_string_lossy().into();
        self.cpu.begin_patch_batch();
        let id = self.cpu.with_handler(|k, cpu| k.uprobe_register_file(cpu, id, offset, &bytes, consumer, ref_ctr));
        self.probes.push(AttachedProbe { spec, address, offset, consumer: id, kind, group });
        Ok(ProbeHandle::new(id, kind, self.stamp))
    }

    /// A pattern spec on a library: one registration per matching code symbol, in
    /// address order, each a report entry named by its symbol in the pattern's group.
    fn attach_library_pattern(
        &mut self,
        spec: &str,
        parsed: &ProbeSpec,
        lib: &crate::target::Library,
    ) -> Result<Vec<ProbeHandle>, SimError> {
        let sites = match parsed.resolve_glob_sites(&lib.image, self.cfg.allow_unsafe) {
            Some(found) => found?,
            None => return self.attach(spec).map(|h| vec![h]),
        };
        let group: std::rc::Rc<str> = spec.into();
        let scope = self.cfg.scope;
        let mut handles = Vec::with_capacity(sites.len());
        for i in sites {
            let sym = &lib.image.symbols[i];
            let text = parsed.site_spec(&crate::spec::Site { symbol: Some(sym.name.clone()), addr: sym.addr });
            let consumer: Box<dyn UprobeConsumer> = match parsed.kind {
                ProbeKind::Uretprobe => Box::new(CountingRetConsumer { scope }),
                _ => Box::new(CountingConsumer { scope }),
            };
            let h =
                self.register_library_site(text, parsed.kind, lib, sym.addr, None, consumer, Some(group.clone()))?;
            handles.push(h);
        }
        Ok(handles)
    }

    /// Attaches a spec with counting consumers: a plain spec as [`Machine::attach`]
    /// does (one handle), a pattern (`uprobe:PATH:trig_*`, `uprobe:PATH:{a,b}`) through
    /// one `uprobe_multi` link over every matching code symbol, all or nothing (one
    /// handle per site, in address order). Each site is one report entry whose `spec`
    /// names the site's symbol and whose `group` is the pattern spec.
    pub fn attach_all(&mut self, spec: &str) -> Result<Vec<ProbeHandle>, SimError> {
        let parsed = ProbeSpec::parse(spec)?;
        if !parsed.is_glob() {
            return self.attach(spec).map(|h| vec![h]);
        }
        if self.ran {
            return Err(SimError::AttachAfterRun { spec: spec.to_string() });
        }
        if let Some(t) = self.target.as_ref().filter(|t| !t.matches_path(&parsed.path)).map(|t| t.display()) {
            return match self.library(&parsed.path) {
                Some(lib) => self.attach_library_pattern(spec, &parsed, &lib?),
                None => Err(SimError::PathMismatch { spec: spec.to_string(), path: parsed.path, target: t }),
            };
        }
        if let Some(lib) = self.target.is_none().then(|| self.other_file(&parsed.path)).flatten() {
            return self.attach_library_pattern(spec, &parsed, &lib);
        }
        // Symbol indices, not names: nothing is copied per site until its report name.
        let sites = match parsed.resolve_glob_sites(self.image(), self.cfg.allow_unsafe) {
            Some(found) => found?,
            None => return self.attach(spec).map(|h| vec![h]),
        };
        let image = self.image();
        let opts = crate::attach::UprobeMultiOpts {
            path: parsed.path.clone(),
            offsets: sites.iter().map(|i| image.file_offset(image.symbols[*i].addr).unwrap_or(0)).collect(),
            flags: if parsed.kind == ProbeKind::Uretprobe { crate::attach::BPF_F_UPROBE_MULTI_RETURN } else { 0 },
            ..Default::default()
        };
        self.cpu.begin_patch_batch();
        let scope = self.cfg.scope;
        let link = self.cpu.with_handler(|k, cpu| {
            crate::attach::uprobe_multi_link_attach(k, cpu, &opts, true, |site| -> Box<dyn UprobeConsumer> {
                if site.retprobe {
                    Box::new(CountingRetConsumer { scope })
                } else {
                    Box::new(CountingConsumer { scope })
                }
            })
        });
        let link = link.map_err(|mut e| {
            let image = self.image();
            e.name = e.site.and_then(|i| sites.get(i)).map(|s| {
                let sym = &image.symbols[*s];
                parsed.site_spec(&crate::spec::Site { symbol: Some(sym.name.clone()), addr: sym.addr })
            });
            e
        })?;
        let mut handles = Vec::with_capacity(sites.len());
        self.probes.reserve(sites.len());
        let group: std::rc::Rc<str> = spec.into();
        let prefix = parsed.site_spec(&crate::spec::Site { symbol: Some(String::new()), addr: 0 });
        let image = &self.cpu.handler().image;
        for ((site, ms), id) in sites.iter().zip(&link.sites).zip(&link.consumers) {
            let name = image.symbols[*site].name.as_str();
            let mut text = String::with_capacity(prefix.len() + name.len());
            text.push_str(&prefix);
            text.push_str(name);
            self.probes.push(AttachedProbe {
                spec: text,
                address: ms.vaddr,
                offset: ms.offset,
                consumer: *id,
                kind: parsed.kind,
                group: Some(group.clone()),
            });
            handles.push(ProbeHandle::new(*id, parsed.kind, self.stamp));
        }
        Ok(handles)
    }

    /// Attaches a `uprobe_multi` link with a counting consumer per site (see
    /// [`crate::attach`]): all or nothing. Its sites join the report, each named
    /// `KIND:PATH:0xADDR` (the address as in the file) in the group `uprobe_multi:PATH`.
    pub fn attach_uprobe_multi(
        &mut self,
        opts: &crate::attach::UprobeMultiOpts,
    ) -> Result<crate::attach::UprobeMultiLink, SimError> {
        self.attach_uprobe_multi_with(opts, |site| {
            Box::new(crate::attach::MultiCounter { cookie: site.cookie, retprobe: site.retprobe })
        })
    }

    /// [`Machine::attach_uprobe_multi`] with a consumer of the caller's making per site
    /// (handed the site, with its cookie).
    pub fn attach_uprobe_multi_with(
        &mut self,
        opts: &crate::attach::UprobeMultiOpts,
        make: impl FnMut(&crate::attach::MultiSite) -> Box<dyn UprobeConsumer>,
    ) -> Result<crate::attach::UprobeMultiLink, SimError> {
        let path = if opts.path.is_empty() { None } else { Some(opts.path.as_str()) };
        if self.ran {
            return Err(SimError::AttachAfterRun { spec: format!("uprobe_multi:{}", opts.path) });
        }
        let path_ok = match (path, &self.target) {
            (Some(p), Some(t)) => t.matches_path(p),
            _ => true,
        };
        self.cpu.begin_patch_batch();
        let link =
            self.cpu.with_handler(|k, cpu| crate::attach::uprobe_multi_link_attach(k, cpu, opts, path_ok, make))?;
        let bias = self.image().load_bias;
        let shown = path.map_or_else(|| self.target.as_ref().map_or_else(String::new, |t| t.display()), str::to_string);
        let group: std::rc::Rc<str> = format!("uprobe_multi:{shown}").into();
        for (site, id) in link.sites.iter().zip(&link.consumers) {
            let (kind, word) =
                if site.retprobe { (ProbeKind::Uretprobe, "uretprobe") } else { (ProbeKind::Uprobe, "uprobe") };
            self.probes.push(AttachedProbe {
                spec: format!("{word}:{shown}:{:#x}", site.vaddr - bias),
                address: site.vaddr,
                offset: site.offset,
                consumer: *id,
                kind,
                group: Some(group.clone()),
            });
        }
        Ok(link)
    }

    /// Releases a link ([`crate::attach::uprobe_multi_link_release`]): every site's
    /// breakpoint and semaphore go back unless another consumer wants them.
    pub fn detach_uprobe_multi(&mut self, link: &crate::attach::UprobeMultiLink) {
        self.cpu.begin_patch_batch();
        self.cpu.with_handler(|k, cpu| crate::attach::uprobe_multi_link_release(k, cpu, link));
    }

    /// Detaches one probe ([`Machine::unregister`] of its consumer).
    ///
    /// # Panics
    /// If `h` is stale or another machine's ([`Machine::try_detach`] returns the error).
    pub fn detach<C: ?Sized>(&mut self, h: &ProbeHandle<C>) {
        self.try_detach(h).unwrap_or_else(|e| panic!("{e}"));
    }

    /// [`Machine::detach`], or [`SimError::StaleHandle`] (nothing detached).
    pub fn try_detach<C: ?Sized>(&mut self, h: &ProbeHandle<C>) -> Result<(), SimError> {
        self.check_handle(h)?;
        self.unregister(h.id);
        Ok(())
    }

    /// Ends the batch of code patches that attaching and detaching open (see
    /// [`crate::cpu::FastPathCpu::begin_patch_batch`]); running ends it too, so this is
    /// only for timing attach and detach whole.
    pub fn end_patch_batch(&mut self) {
        self.cpu.end_patch_batch();
    }

    /// Hits per site of a link (entry or return handler runs, as the link's kind).
    pub fn link_hits(&self, link: &crate::attach::UprobeMultiLink) -> Vec<u64> {
        let sh = self.kernel().shared.borrow();
        link.sites
            .iter()
            .zip(&link.consumers)
            .map(|(s, id)| if s.retprobe { sh.consumers[id.0].ret_hits } else { sh.consumers[id.0].hits })
            .collect()
    }
}
