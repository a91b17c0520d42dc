/* ls: signals while colours are on.  A terminal left in the middle of
   a colour sequence stays coloured after ls dies or stops, so when
   stdout is the controlling terminal the handlers only note a signal;
   ls acts on it after the next name, once it has written the reset.  */

#include <config.h>

#include "system.h"
#include "ls.h"

#include <signal.h>

/* The signals that end ls by default (SIGIO is SIGPOLL on Linux), and
   the stop from the terminal.  */
static int const caught_signals[] =
{
  SIGTSTP, SIGALRM, SIGHUP, SIGINT, SIGPIPE, SIGQUIT, SIGTERM, SIGIO,
  SIGPROF, SIGVTALRM, SIGXCPU, SIGXFSZ
};
enum { N_CAUGHT = sizeof caught_signals / sizeof *caught_signals };

static sigset_t caught;
static bool catching;
/* The first ending signal received, and the stops not yet acted on.  */
static volatile sig_atomic_t interrupt_signal;
static volatile sig_atomic_t stop_signal_count;

static void
on_interrupt (int sig)
{
  if (! interrupt_signal)
    interrupt_signal = sig;
}

static void
on_stop (int sig _GL_UNUSED)
{
  if (! interrupt_signal)
    stop_signal_count++;
}

/* Catch the signals, except those ignored when ls started (a shell's
   background job ignores SIGINT: ls must keep ignoring it).  */
void
signals_catch (void)
{
  if (catching || tcgetpgrp (STDOUT_FILENO) < 0)
    return;
  catching = true;
  sigemptyset (&caught);
  for (int i = 0; i < N_CAUGHT; i++)
    {
      struct sigaction old;
      if (sigaction (caught_signals[i], NULL, &old) == 0
          && old.sa_handler != SIG_IGN)
        sigaddset (&caught, caught_signals[i]);
    }
  struct sigaction act;
  act.sa_mask = caught;
  act.sa_flags = SA_RESTART;
  for (int i = 0; i < N_CAUGHT; i++)
    if (sigismember (&caught, caught_signals[i]))
      {
        act.sa_handler = caught_signals[i] == SIGTSTP ? on_stop : on_interrupt;
        sigaction (caught_signals[i], &act, NULL);
      }
}

/* Act on the signals received: write RESET's sequence and flush, then
   stop (as often as asked) or die by the signal.  */
void
signals_process (void (*reset) (void))
{
  while (interrupt_signal || stop_signal_count)
    {
      reset ();
      fflush (stdout);
      sigset_t old;
      sigprocmask (SIG_BLOCK, &caught, &old);
      /* Read again: a signal may have come before the block.  */
      int sig = interrupt_signal;
      int stops = stop_signal_count;
      if (stops)
        {
          /* SIGTSTP may come again: keep its handler, stop by SIGSTOP.  */
          stop_signal_count = stops - 1;
          sig = SIGSTOP;
        }
      else
        signal (sig, SIG_DFL);
      raise (sig);
      sigprocmask (SIG_SETMASK, &old, NULL);
      /* Continued after a stop.  */
    }
}

/* At the end: flush, give the signals back their default actions, and
   act on any that came after the last name.  */
void
signals_release (void)
{
  fflush (stdout);
  if (! catching)
    return;
  for (int i = 0; i < N_CAUGHT; i++)
    if (sigismember (&caught, caught_signals[i]))
      signal (caught_signals[i], SIG_DFL);
  catching = false;
  for (int stops = stop_signal_count; stops; stops--)
    raise (SIGSTOP);
  if (interrupt_signal)
    raise (interrupt_signal);
}
