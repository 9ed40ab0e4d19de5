/*
 * A driver for the Lua interpreter, for probesim's tests/real: the crate lua-src ships
 * Lua's library sources but not lua.c. It does what lua.c does for `lua -e CHUNK`:
 * a new state with the standard libraries, the chunk run under lua_pcall, and an error
 * printed to stderr as "lua: MESSAGE" with exit status 1.
 *
 * With `-u CHUNK` the chunk runs unprotected (lua_call), so an error in it reaches
 * the panic function that luaL_newstate installs, which prints "PANIC: unprotected
 * error in call to Lua API (MESSAGE)", and then Lua calls abort().
 */
#include <stdio.h>
#include <string.h>

#include "lauxlib.h"
#include "lua.h"
#include "lualib.h"

int main(int argc, char **argv) {
  int unprotected = argc > 2 && strcmp(argv[1], "-u") == 0;
  const char *chunk = argv[argc - 1];
  lua_State *L = luaL_newstate();
  if (argc < 2 || L == NULL) {
    fprintf(stderr, "usage: %s [-u] CHUNK\n", argv[0]);
    return 2;
  }
  luaL_openlibs(L);
  if (luaL_loadstring(L, chunk) != LUA_OK) {
    fprintf(stderr, "lua: %s\n", lua_tostring(L, -1));
    return 1;
  }
  if (unprotected) {
    lua_call(L, 0, 0);
  } else if (lua_pcall(L, 0, 0, 0) != LUA_OK) {
    fprintf(stderr, "lua: %s\n", lua_tostring(L, -1));
    lua_close(L);
    return 1;
  }
  lua_close(L);
  return 0;
}
