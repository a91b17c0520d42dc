## make deb: the Debian packages, built with dpkg-buildpackage from a
## clean copy of the committed tree (git archive HEAD, so nothing
## generated or uncommitted gets in) and put in DEB_OUTDIR with their
## .changes and .buildinfo.  The tests are not run (nocheck): CI runs the
## whole "make check" on the same commit first (.ci/run), and the parts of
## it that need root, qemu and the reference binaries do not belong in a
## package build.  debian/rules runs a smaller check without nocheck.

DEB_OUTDIR = $(abs_top_builddir)/debs
DEB_JOBS = 2

deb:
	@command -v dpkg-buildpackage > /dev/null && command -v dh > /dev/null || \
	  { echo 'make deb: dpkg-buildpackage or dh not found (Debian packages dpkg-dev, debhelper)' >&2; exit 1; }
	@git -C '$(srcdir)' rev-parse --git-dir > /dev/null 2>&1 || \
	  { echo 'make deb: $(srcdir) is not a git checkout; run dpkg-buildpackage -us -uc -b in an unpacked tree instead' >&2; exit 1; }
	@test -z "`git -C '$(srcdir)' status --porcelain --untracked-files=no`" || \
	  echo 'make deb: uncommitted changes are not packaged (the build uses HEAD)' >&2
	@set -e; scratch=`mktemp -d "$${TMPDIR:-/tmp}/secoreutils-deb.XXXXXX"`; \
	trap 'rm -rf "$$scratch"' EXIT; \
	mkdir "$$scratch/secoreutils"; \
	git -C '$(srcdir)' archive --format=tar HEAD | tar -x -C "$$scratch/secoreutils"; \
	( cd "$$scratch/secoreutils" && \
	  DEB_BUILD_OPTIONS="nocheck $$DEB_BUILD_OPTIONS" \
	  dpkg-buildpackage -us -uc -b -Pnocheck -J$(DEB_JOBS) ) > "$$scratch/build.log" 2>&1 || \
	  { tail -n 60 "$$scratch/build.log" >&2; echo 'make deb: dpkg-buildpackage failed' >&2; exit 1; }; \
	mkdir -p '$(DEB_OUTDIR)'; \
	rm -f '$(DEB_OUTDIR)'/*.deb '$(DEB_OUTDIR)'/*.changes '$(DEB_OUTDIR)'/*.buildinfo; \
	mv "$$scratch"/*.deb "$$scratch"/*.changes "$$scratch"/*.buildinfo '$(DEB_OUTDIR)'/; \
	cp "$$scratch/build.log" '$(DEB_OUTDIR)/build.log'; \
	echo "make deb: packages in $(DEB_OUTDIR):"; ls -1 '$(DEB_OUTDIR)'/*.deb

.PHONY: deb
EXTRA_DIST += debian
