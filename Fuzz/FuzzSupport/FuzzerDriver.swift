#if FUZZING
  /// libFuzzer's driver, for an executable whose `main` the build renames.
  ///
  /// In debug builds SwiftPM renames an executable's entry point to `<module>_main` and points `main`
  /// at it, so libFuzzer's own `main` is never linked in; the fuzzers then define `<module>_main`
  /// themselves and hand over to this driver.
  public enum FuzzerDriver {
    /// The signature of `LLVMFuzzerTestOneInput`.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

    /// Runs libFuzzer with the process's arguments and `test`, and returns its exit status.
    public static func run(
      argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, test: TestOneInput
    ) -> CInt {
      var count = argc
      var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
      return llvmFuzzerRunDriver(&count, &arguments, test)
    }
  }

  // NB: declared by libFuzzer (compiler-rt FuzzerInterface.h), linked in by -sanitize=fuzzer; only
  // the fuzz build references it.
  @_silgen_name("LLVMFuzzerRunDriver")
  private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: FuzzerDriver.TestOneInput
  ) -> CInt
#endif
