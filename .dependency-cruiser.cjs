// Import cycles, type-only imports included, across the project's own code
// (`npm run lint`). ESLint keeps the folders' directions; its cycle rule
// skips type-only imports, which is why cycles are checked here.
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment:
        "A cycle makes a module's meaning depend on the order the others load in, and hides which room is lower.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist)/" },
    // Type-only imports are edges too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mjs", ".js"],
    },
  },
};
